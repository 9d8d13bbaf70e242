// The scale bench's yardstick: a bare Fastify answering a small JSON, nothing else (no plugins, no
// database), in a process of its own on the same Node as the shop. The shop's throughput is
// reported as a share of this one's. Prints `listening <url>`; SIGTERM ends it.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
