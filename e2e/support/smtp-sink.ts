import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mail server: keeps every mail it takes as an .eml file in `mailboxDir` (a journey
 * reads what a customer received there), except that it refuses the first delivery to an
 * address starting with `weiger-` (a mail server that rejects, then accepts after a fix), so a
 * journey can make a failed mail and retry it.
 */
export async function startSmtpSink(port: number, mailboxDir: string): Promise<() => Promise<void>> {
  const refusedOnce = new Set<string>();
  rmSync(mailboxDir, { recursive: true, force: true });
  mkdirSync(mailboxDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (!recipient.startsWith('weiger-') || refusedOnce.has(recipient)) return callback();
      refusedOnce.add(recipient);
      const error = new Error('mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(
          path.join(mailboxDir, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
