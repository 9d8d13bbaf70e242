import type { Mail } from '../../lib/mailer.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function mail(to: string, subject: string, lines: string[], bodyHtml: string): Mail {
  return {
    to,
    subject,
    text: [...lines, '', 'Sportieve groet,', 'Team Loopvoeding'].join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:system-ui,sans-serif;color:#1e293b">
${bodyHtml}
<p>Sportieve groet,<br>Team Loopvoeding</p>
</body></html>`,
  };
}

/**
 * To the sender: we have your message. Only a logged-in sender, writing from their account's own
 * address, gets their words and a link back. Anyone else may have typed someone else's address, so
 * their confirmation carries nothing they wrote and no link (decision 036): the form cannot send
 * a stranger a text of the writer's choosing under the shop's name.
 */
export function messageReceivedMail(
  message: { subject: string; message: string; email: string },
  { ownAccount, publicUrl }: { ownAccount: boolean; publicUrl: string },
): Mail {
  if (!ownAccount) {
    return mail(
      message.email,
      'We hebben je bericht ontvangen',
      [
        'Hallo,',
        '',
        'Bedankt voor je bericht aan Loopvoeding. We hebben het ontvangen en antwoorden je op dit e-mailadres.',
        '',
        'Heb je ons niet geschreven? Dan heeft iemand anders dit adres ingevuld en kun je deze e-mail negeren.',
      ],
      `<h1 style="color:#c2410c">Bedankt voor je bericht</h1>
<p>We hebben het ontvangen en antwoorden je op dit e-mailadres.</p>
<p>Heb je ons niet geschreven? Dan heeft iemand anders dit adres ingevuld en kun je deze e-mail negeren.</p>`,
    );
  }
  const follow = `Je kunt het gesprek volgen op ${publicUrl}/mijn-berichten.`;
  return mail(
    message.email,
    `We hebben je bericht ontvangen: ${message.subject}`,
    [
      'Hallo,',
      '',
      'Bedankt voor je bericht. We hebben het ontvangen en reageren zo snel mogelijk.',
      follow,
      '',
      'Je schreef:',
      message.message,
    ],
    `<h1 style="color:#c2410c">Bedankt voor je bericht</h1>
<p>We hebben het ontvangen en reageren zo snel mogelijk. ${escapeHtml(follow)}</p>
<h2>Je schreef</h2>
${paragraphs(message.message)}`,
  );
}

/** To the customer: support answered. */
export function supportReplyMail(
  message: { id: string; subject: string },
  to: string,
  reply: string,
  { hasAccount, publicUrl }: { hasAccount: boolean; publicUrl: string },
): Mail {
  const link = `${publicUrl}/mijn-berichten/${message.id}`;
  return mail(
    to,
    `Antwoord op je bericht: ${message.subject}`,
    [
      'Hallo,',
      '',
      'Ons supportteam heeft je bericht beantwoord:',
      '',
      reply,
      '',
      hasAccount
        ? `Lees en beantwoord het op ${link}`
        : `Wil je reageren? Gebruik ons contactformulier: ${publicUrl}/contact`,
    ],
    `<h1 style="color:#c2410c">Antwoord van Loopvoeding</h1>
<p>Ons supportteam heeft je bericht „${escapeHtml(message.subject)}” beantwoord:</p>
<blockquote style="border-left:3px solid #c2410c;margin:0;padding-left:12px">${paragraphs(reply)}</blockquote>
${hasAccount ? `<p><a href="${link}">Lees en beantwoord het</a></p>` : ''}`,
  );
}
