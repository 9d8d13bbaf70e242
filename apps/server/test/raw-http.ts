import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** Everything after the headers, as it came over the wire (chunked framing included). */
  body: string;
}

/**
 * One request written byte for byte onto a socket: the request target goes out exactly as given
 * (`/%61pi/x`, `//api`, `http://host/api/x`, `/a/../b`), which neither inject() nor fetch()
 * allows, as both tidy an address first. The connection closes after the answer.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const head = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: text.slice(end + 4),
      });
    });
  });
}
