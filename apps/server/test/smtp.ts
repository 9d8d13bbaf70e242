import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A free TCP port on this machine (nothing listens on it until someone starts a server there). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Every mail accepted, parsed. */
  received: ParsedMail[];
  /** From now on refuse (or accept again) every recipient. */
  refuse(refusing: boolean): void;
  /**
   * Mails whose data arrived but were never answered (the sender waits for the server's 250):
   * while `hold(true)`, every mail is read and then kept unanswered, as a server that hangs.
   */
  held: ParsedMail[];
  /** The client port of each held mail's connection, in the order of `held`. */
  heldFrom: number[];
  hold(holding: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it accepts; `refuse` answers every recipient
 * with a permanent 550, as a mail server does for an address it will never take.
 */
export async function startSmtpServer({
  port = 0,
  refuse = false,
}: {
  port?: number;
  refuse?: boolean;
} = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const held: ParsedMail[] = [];
  const heldFrom: number[] = [];
  let refusing = refuse;
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = new Error('mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (holding) {
            held.push(mail);
            heldFrom.push(session.remotePort);
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as net.AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    refuse: (value) => {
      refusing = value;
    },
    held,
    heldFrom,
    hold: (value) => {
      holding = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
