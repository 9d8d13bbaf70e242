import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverMessages } from '@shop/shared/operations';

/**
 * A local socket through which commands reach the running server: the embedded database can be
 * opened by one process only, so `npm run backup` asks the server that has it open. Whoever can
 * reach the socket can read DATA_DIR anyway (it lives there, mode 0600).
 */

/** `ping` answers whether a server is there; `backup` answers the new backup's path. */
export type ControlCommand = 'ping' | 'backup';
export type ControlAnswer = { ok: true; result: string } | { ok: false; error: string };
type Handlers = Record<Exclude<ControlCommand, 'ping'>, () => Promise<string>>;

/** `DATA_DIR/control.sock`, or a name in the temp directory when that path is too long for a socket. */
export function controlSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, 'control.sock');
  if (Buffer.byteLength(inDataDir) < 100) return inDataDir;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `loopvoeding-${hash}.sock`);
}

export interface ControlSocket {
  close(): Promise<void>;
}

/** Listens for commands; each connection sends one command line and gets one JSON line back. */
export async function openControlSocket(dataDir: string, handlers: Handlers): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  // A socket file left by a process that died is in the way; a live one answers and is kept.
  if (await askServer(dataDir, 'ping').catch(() => null)) {
    throw new Error(serverMessages.alreadyRunning(dataDir));
  }
  rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let input = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      const command = input.slice(0, input.indexOf('\n')).trim();
      const handler =
        command === 'ping'
          ? async () => 'pong'
          : Object.hasOwn(handlers, command) && handlers[command as keyof Handlers];
      const answer: Promise<ControlAnswer> = handler
        ? handler().then(
            (result) => ({ ok: true, result }),
            (error: Error) => ({ ok: false, error: error.message }),
          )
        : Promise.resolve({ ok: false, error: serverMessages.unknownCommand(command) });
      void answer.then((result) => connection.end(`${JSON.stringify(result)}\n`));
    });
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

/**
 * Sends a command to the server running on `dataDir`. Resolves `null` when no server listens
 * (no socket, or one left behind by a process that is gone).
 */
export function askServer(dataDir: string, command: ControlCommand): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(controlSocketPath(dataDir));
    let output = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${command}\n`));
    connection.on('data', (chunk) => {
      output += chunk;
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(output) as ControlAnswer);
      } catch {
        reject(new Error(serverMessages.unreadableAnswer));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
