import net from 'node:net';

/**
 * A TCP proxy between the shop and its PostgreSQL, to take the database away without touching the
 * machine's server: `down` refuses and drops every connection, `silent` accepts them and lets no
 * byte through (a database that hangs), `up` forwards again.
 */
export interface TcpProxy {
  port: number;
  up(): void;
  down(): void;
  silent(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'down' | 'silent' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'down') {
      client.destroy();
      return;
    }
    if (mode === 'silent') return; // accepted, and never a byte in either direction
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    up() {
      // Connections held silent are dead to their owners: drop them so they are made anew.
      if (mode === 'silent') dropAll();
      mode = 'up';
    },
    down() {
      mode = 'down';
      dropAll();
    },
    silent() {
      mode = 'silent';
      // Established connections stop forwarding too: their bytes go nowhere.
      for (const socket of sockets) socket.unpipe();
      for (const socket of sockets) socket.pause();
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
