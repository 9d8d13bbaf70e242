import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { E2E_MAILBOX_DIR } from './env.ts';

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mails the journeys' SMTP server accepted for `recipient`, decoded, oldest first. */
export function mailsTo(recipient: string): string[] {
  return readdirSync(E2E_MAILBOX_DIR)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(E2E_MAILBOX_DIR, file), 'latin1')))
    .filter((mail) => mail.toLowerCase().includes(`to: ${recipient.toLowerCase()}`));
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap(({ value }) =>
    value.map(({ address }) => address?.toLowerCase()),
  );

/**
 * The mails the journeys' SMTP server accepted for `recipient`, oldest first, each parsed as a mail
 * program reads it (`mailparser`): subject, HTML and text parts, attachments.
 */
export async function parsedMailsTo(recipient: string): Promise<ParsedMail[]> {
  const wanted = recipient.toLowerCase();
  const mails = await Promise.all(
    readdirSync(E2E_MAILBOX_DIR)
      .sort()
      .map((file) => readFileSync(path.join(E2E_MAILBOX_DIR, file)))
      // Only the mails that name the address anywhere are worth parsing.
      .filter((raw) => raw.toString('latin1').toLowerCase().includes(wanted))
      .map((raw) => simpleParser(raw)),
  );
  return mails.filter((mail) => addressesOf(mail.to).includes(wanted));
}
