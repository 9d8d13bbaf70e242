import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mail server: takes every mail, except that it refuses the first delivery to an
 * address starting with `weiger-` (a mail server that rejects, then accepts after a fix), so a
 * journey can make a failed mail and retry it.
 */
export async function startSmtpSink(port: number): Promise<() => Promise<void>> {
  const refusedOnce = new Set<string>();
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
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
