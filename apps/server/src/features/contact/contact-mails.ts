import { contactMailMessages as m } from '@shop/shared/contact';
import { mailSignOff } from '@shop/shared/mail';
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
    text: [...lines, '', ...mailSignOff].join('\n'),
    html: `<!doctype html><html lang="nl"><body style="font-family:system-ui,sans-serif;color:#1e293b">
${bodyHtml}
<p>${mailSignOff.join('<br>')}</p>
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
      m.receivedSubject,
      [m.hello, '', m.strangerThanks, '', m.notYou],
      `<h1 style="color:#c2410c">${m.receivedHeading}</h1>
<p>${m.strangerReceived}</p>
<p>${m.notYou}</p>`,
    );
  }
  const follow = m.follow(publicUrl);
  return mail(
    message.email,
    m.receivedSubjectOf(message.subject),
    [m.hello, '', m.ownThanks, follow, '', `${m.youWrote}:`, message.message],
    `<h1 style="color:#c2410c">${m.receivedHeading}</h1>
<p>${m.ownReceived} ${escapeHtml(follow)}</p>
<h2>${m.youWrote}</h2>
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
    m.replySubject(message.subject),
    [
      m.hello,
      '',
      m.replyIntro,
      '',
      reply,
      '',
      hasAccount ? m.readAndAnswerAt(link) : m.useContactForm(publicUrl),
    ],
    `<h1 style="color:#c2410c">${m.replyHeading}</h1>
<p>${m.replyIntroAbout(escapeHtml(message.subject))}</p>
<blockquote style="border-left:3px solid #c2410c;margin:0;padding-left:12px">${paragraphs(reply)}</blockquote>
${hasAccount ? `<p><a href="${link}">${m.readAndAnswer}</a></p>` : ''}`,
  );
}
