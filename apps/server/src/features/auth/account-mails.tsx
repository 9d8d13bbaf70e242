import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { accountMailMessages as m } from '@shop/shared/account';
import type { CSSProperties } from 'react';
import { MailLayout, mailColors, mailStyles, renderMail } from '../../lib/mail-layout.tsx';
import type { Mail } from '../../lib/mailer.ts';

const styles = {
  text: mailStyles.text,
  muted: { color: mailColors.muted, fontSize: '14px', lineHeight: '22px' },
  link: { color: mailColors.brand, fontSize: '14px', wordBreak: 'break-all' },
  button: mailStyles.button,
} satisfies Record<string, CSSProperties>;

/** A mail whose point is one link: a button, the link written out below it, and what to do if it was not you. */
function LinkMail({
  texts,
  link,
}: {
  texts: { heading: string; intro: string; validity: string; button: string; notYou: string };
  link: string;
}) {
  return (
    <MailLayout preview={texts.intro} heading={texts.heading}>
      <Text style={styles.text}>{m.greeting}</Text>
      <Text style={styles.text}>{texts.intro}</Text>
      <Section style={{ margin: '16px 0 8px' }}>
        <Button href={link} style={styles.button}>
          {texts.button}
        </Button>
      </Section>
      <Text style={styles.text}>{texts.validity}</Text>
      <Text style={styles.muted}>{m.linkFallback}</Text>
      <Text style={styles.link}>
        <a href={link} style={styles.link}>
          {link}
        </a>
      </Text>
      <Text style={styles.muted}>{texts.notYou}</Text>
    </MailLayout>
  );
}

/** The link to set a new password, to the account's own address. */
export async function passwordResetMail(to: string, link: string): Promise<Mail> {
  const { html, text } = await renderMail(<LinkMail texts={m.reset} link={link} />);
  return { to, subject: m.reset.subject, text, html };
}

/** The link that confirms a new address, to that new address. */
export async function confirmEmailMail(to: string, link: string): Promise<Mail> {
  const { html, text } = await renderMail(<LinkMail texts={m.confirmEmail} link={link} />);
  return { to, subject: m.confirmEmail.subject, text, html };
}

/** The notice to the old address that the account moved to `newEmail`. */
export async function emailChangedMail(to: string, newEmail: string, contactUrl: string): Promise<Mail> {
  const texts = m.emailChanged;
  const { html, text } = await renderMail(
    <MailLayout preview={texts.intro(newEmail)} heading={texts.heading}>
      <Text style={styles.text}>{m.greeting}</Text>
      <Text style={styles.text}>{texts.intro(newEmail)}</Text>
      <Text style={styles.text}>{texts.notYou}</Text>
      <Section style={{ margin: '16px 0 8px' }}>
        <Button href={contactUrl} style={styles.button}>
          {texts.contact}
        </Button>
      </Section>
    </MailLayout>,
  );
  return { to, subject: texts.subject, text, html };
}
