import path from 'node:path';
import nodemailer from 'nodemailer';
import { privateDir, writePrivateFile } from './private-files.ts';

/**
 * A file a queued mail carries by reference: the outbox stores what to attach, and the file is
 * made when the mail is sent (an invoice's PDF), so the transaction that queues it stays short.
 */
export type MailAttachmentReference = { kind: 'invoice'; invoiceId: string };

/** A file as it goes out with a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A mail as it is queued. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentReference[];
}

/** A mail as it is sent: its attachments made, and its Message-ID, the same on every attempt. */
export interface OutgoingMessage extends Omit<Mail, 'attachments'> {
  messageId?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMessage): Promise<void>;
}

/** Who the mails come from unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Loopvoeding <bestellingen@loopvoeding.nl>';

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox/. Every
 * mail comes from `from` (MAIL_FROM).
 */
export function createMailer({
  smtpUrl,
  dataDir,
  from = DEFAULT_MAIL_FROM,
}: {
  smtpUrl: string | undefined;
  dataDir: string;
  from?: string;
}): Mailer {
  if (smtpUrl) {
    // A mail server that stops answering fails the attempt within a minute (the queue then retries)
    // instead of holding the worker for nodemailer's default ten.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      privateDir(outbox);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`;
      writePrivateFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
