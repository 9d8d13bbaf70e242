// How the built server is started, as `npm start` of apps/server writes it: its settings for the C
// library, its Node flags and its file. Everything else that starts the built server (the cluster,
// the benches, the browser tests) asks here, so they are written once; the Dockerfile and the
// systemd unit repeat them, and apps/server/test/deployment-kit.test.ts checks they do.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `[NAME=value ...] node <flags> dist/server.js`, from apps/server/package.json: the environment it
 * sets, the flags, and the file's full path.
 */
export function serverStartCommand() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const words = manifest.scripts.start.split(' ');
  const env = {};
  while (/^[A-Z_]+=\S+$/.test(words[0] ?? '')) {
    const [name, value] = words.shift().split(/=(.*)/);
    env[name] = value;
  }
  const [program, ...rest] = words;
  const file = rest.pop();
  if (program !== 'node' || !file?.endsWith('.js') || rest.some((word) => !word.startsWith('--')))
    throw new Error(
      `apps/server's start script is not "[NAME=value ...] node [--flags] file.js": ${manifest.scripts.start}`,
    );
  return { env, nodeFlags: rest, entry: path.join(root, 'apps/server', file) };
}
