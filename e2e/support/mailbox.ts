import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
