// How the built server is started, as `npm start` of apps/server writes it: its Node flags and its
// file. Everything else that starts the built server (the cluster, the benches, the browser tests)
// asks here, so the flags are written once; the Dockerfile and the systemd unit repeat them, and
// apps/server/test/deployment-kit.test.ts checks they do.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** `node <flags> dist/server.js`, from apps/server/package.json: the flags and the file's full path. */
export function serverStartCommand() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const [program, ...words] = manifest.scripts.start.split(' ');
  const file = words.pop();
  if (program !== 'node' || !file?.endsWith('.js') || words.some((word) => !word.startsWith('--')))
    throw new Error(`apps/server's start script is not "node [--flags] file.js": ${manifest.scripts.start}`);
  return { nodeFlags: words, entry: path.join(root, 'apps/server', file) };
}
