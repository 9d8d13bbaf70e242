// `npm run start:cluster -- N`: N shop processes (2 unless given) on PostgreSQL, nginx in front on
// PORT (3000), as one shop (docs/operations.md, "Scaling out"). The processes listen on the next N
// ports of the loopback and trust the proxy's X-Forwarded-For; the first starts alone (it migrates
// and seeds), then the others. A process that dies is started again; Ctrl+C stops them all.
// The proxy's configuration is deploy/nginx.conf with this machine's upstream, written to
// DATA_DIR/cluster/, and every answer names the process it came from (X-Upstream).
// For tests, CLUSTER_CHOOSE_PROCESS=1 lets a request name its process: `X-Shop-Process: 2` goes to
// the second (the cluster's journey, e2e/cluster/). Without it the header means nothing.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverStartCommand } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 2);
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, 'apps/server', process.env.DATA_DIR ?? './data');
const nginx = process.env.NGINX ?? 'nginx';

function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!Number.isInteger(count) || count < 1 || count > 32) fail('Geef het aantal processen (1 tot 32).');
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? ''))
  fail('Meerdere processen draaien op PostgreSQL: zet DATABASE_URL (postgres://…).');
if (spawnSync(nginx, ['-v']).error)
  fail(`nginx niet gevonden (${nginx}): installeer het (apt-get install nginx).`);

const prefix = path.join(dataDir, 'cluster');
mkdirSync(prefix, { recursive: true, mode: 0o700 });

/** Every process signs with the same secret: JWT_SECRET, or one made once for this data directory. */
function sharedSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(prefix, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PAYMENT_EMULATOR: process.env.PAYMENT_EMULATOR ?? 'true',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: sharedSecret(),
};

const chooseProcess = process.env.CLUSTER_CHOOSE_PROCESS === '1';

/** The exit code of a shop that cannot start as configured: starting it again cannot help. */
const CONFIG_EXIT_CODE = 78;

/** deploy/nginx.conf with this machine's upstream and port, its files in DATA_DIR/cluster. */
function proxyConfig(prefix) {
  const upstream = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/(upstream shop \{\n)(?:\s*server [^\n]*\n)+/, `$1${upstream}\n`)
    .replace(/listen \d+;/, `listen ${port};`)
    .replace(/^events \{\}/m, `pid ${prefix}/nginx.pid;\nerror_log stderr warn;\nevents {}`)
    .replace(/proxy_pass http:\/\/shop;/g, chooseProcess ? 'proxy_pass http://$shop_process;' : '$&')
    .replace(
      /^http \{\n/m,
      [
        'http {',
        `  access_log off;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${prefix}/${kind}-temp;`,
        ),
        '  add_header X-Upstream $upstream_addr always;',
        ...(chooseProcess
          ? [
              '  map $http_x_shop_process $shop_process {',
              '    default shop;',
              ...ports.map((p, i) => `    ${i + 1} 127.0.0.1:${p};`),
              '  }',
            ]
          : []),
        '',
      ].join('\n'),
    );
  if (!conf.includes(`127.0.0.1:${ports[0]}`)) fail('deploy/nginx.conf has no `upstream shop` to fill in.');
  return conf;
}

const children = new Set();
let stopping = false;
/** Which process serves which port, in DATA_DIR/cluster/processes.json (for a supervisor, or a test). */
const pids = {};
const recordPids = () => writeFileSync(path.join(prefix, 'processes.json'), JSON.stringify(pids));

/** The built server as its start script starts it: read once, the same for every process and restart. */
const { env: startEnv, nodeFlags, entry } = serverStartCommand();

function startShop(shopPort) {
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    env: { ...env, ...startEnv, PORT: String(shopPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  pids[shopPort] = child.pid;
  recordPids();
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    if (code === CONFIG_EXIT_CODE) {
      stop();
      process.exitCode = CONFIG_EXIT_CODE;
      return;
    }
    console.error(`Proces op poort ${shopPort} gestopt (${signal ?? code}); het start opnieuw.`);
    setTimeout(() => {
      if (!stopping) startShop(shopPort);
    }, 1_000);
  });
  return child;
}

async function ready(shopPort) {
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${shopPort}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Het proces op poort ${shopPort} werd niet gereed.`);
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(child.spawnfile === nginx ? 'SIGQUIT' : 'SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

writeFileSync(path.join(prefix, 'nginx.conf'), proxyConfig(prefix));

// The first alone: it migrates the database and seeds it; then the others.
startShop(ports[0]);
await ready(ports[0]);
for (const shopPort of ports.slice(1)) startShop(shopPort);
await Promise.all(ports.slice(1).map(ready));

const proxy = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.add(proxy);
proxy.on('exit', (code) => {
  children.delete(proxy);
  if (!stopping) {
    console.error(`nginx gestopt (${code}).`);
    stop();
  }
});
console.log(`${count} processen achter nginx op ${publicUrl} (poorten ${ports.join(', ')}).`);
