import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Text } from '@react-email/text';
import { mailBrand, mailSignOff } from '@shop/shared/mail';
import type { CSSProperties, ReactElement, ReactNode } from 'react';

/** The shop's colours in a mail: the brand's orange, the text's slate, and a quieter slate. */
export const mailColors = { brand: '#c2410c', text: '#1e293b', muted: '#64748b', rule: '#e2e8f0' } as const;

/** What the mails' own content shares: body text and the brand's button. */
export const mailStyles = {
  text: { fontSize: '16px', lineHeight: '24px' },
  subheading: { fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px' },
  button: {
    backgroundColor: mailColors.brand,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

const fonts = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: {
    backgroundColor: '#f8fafc',
    color: mailColors.text,
    fontFamily: fonts,
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px 32px' },
  brand: { color: mailColors.brand, fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: 0 },
  heading: { color: mailColors.brand, fontSize: '24px', lineHeight: '32px', margin: '16px 0' },
  rule: { borderColor: mailColors.rule, margin: '24px 0 16px' },
  signOff: { fontSize: '14px', lineHeight: '22px', margin: 0 },
} satisfies Record<string, CSSProperties>;

/**
 * Every mail of the shop in one frame: the brand above, the heading, the mail's own content and the
 * shop's sign-off below. `preview` is the line a mail program shows beside the subject; it is left
 * out of the plain-text part.
 */
export function MailLayout({
  preview,
  heading,
  children,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang="nl">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{mailBrand}</Text>
          <Heading style={styles.heading}>{heading}</Heading>
          {children}
          <Hr style={styles.rule} />
          <Text style={styles.signOff}>{lines(mailSignOff)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Lines of text in one paragraph, a <br> between them (an address, the sign-off). */
export function lines(texts: readonly string[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: a break's place is all it has, and the lines never move.
  return texts.flatMap((text, index) => (index === 0 ? [text] : [<br key={index} />, text]));
}

/**
 * How the plain-text part reads the HTML: headings as written (not in capitals), a table marked
 * `data-text-columns` as aligned columns (an order's amounts), and every other table, which only
 * lays the mail out, as its text.
 */
const plainText = {
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: 'table[data-text-columns]', format: 'dataTable', options: { colSpacing: 4 } },
  ],
};

/** A part of a mail under its own heading: lines of text, one each (an address, a parcel's contents). */
export function MailTextBlock({ heading, texts }: { heading: string; texts: readonly string[] }) {
  return (
    <>
      <Heading as="h2" style={mailStyles.subheading}>
        {heading}
      </Heading>
      <Text style={{ ...mailStyles.text, margin: 0 }}>{lines(texts)}</Text>
    </>
  );
}

/** A mail's HTML and its plain-text part, both from the same element. */
export async function renderMail(mail: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(mail);
  return { html, text: toPlainText(html, plainText) };
}
