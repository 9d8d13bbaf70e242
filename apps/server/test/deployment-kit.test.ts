import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No image can be pulled on the machines that test the shop, so the deployment kit is checked
 * against what the processes run: the same build command, the same start command, the files the
 * server reads at run time, and the names the proxy and the compose file share.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packageJson = (file: string) => JSON.parse(read(file)) as { scripts: Record<string, string> };

const dockerfile = read('Dockerfile');
const [manifestStage = '', buildStage = '', runtimeStage = ''] = dockerfile.split(/^FROM /m).slice(1);
const compose = read('compose.yaml');
const nginx = read('deploy/nginx.conf');

describe('the runtime', () => {
  const manifest = JSON.parse(read('package.json')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

  it('is the Node the engines field names: the npm scripts run on the one the install brings', () => {
    const [, wantMajor, wantMinor] = /^>=(\d+)\.(\d+)$/.exec(manifest.engines.node) ?? [];
    const version = (a: number, b: number) => a * 1_000 + b;
    expect(
      version(major, minor),
      `Node ${process.versions.node}, engines ${manifest.engines.node}`,
    ).toBeGreaterThanOrEqual(version(Number(wantMajor), Number(wantMinor)));
    expect(manifest.devDependencies.node?.split('.')[0]).toBe(wantMajor);
  });

  it("is the image's Node too", () => {
    for (const stage of [manifestStage, buildStage, runtimeStage])
      expect(stage).toMatch(new RegExp(`^node:${manifest.devDependencies.node?.split('.')[0]}-`));
  });
});

describe('the deployment kit', () => {
  it('builds with the build command and starts with the start command, as a machine does', () => {
    expect(packageJson('package.json').scripts.build).toContain('npm run build --workspace @shop/server');
    expect(buildStage).toMatch(/^RUN npm ci\b/m);
    expect(buildStage).toMatch(/^RUN npm run build$/m);
    // `npm start` of the server package is `[NAME=value ...] node <flags> dist/server.js`, in
    // apps/server; the image and the systemd unit set the same environment and start the same file
    // with the same flags.
    const start = packageJson('apps/server/package.json').scripts.start ?? '';
    const [, settings = '', flags = ''] =
      /^((?:[A-Z_]+=\S+ )*)node ((?:--[a-z-]+=\d+ )*)dist\/server\.js$/.exec(start) ?? [];
    expect(start).toBe(`${settings}node ${flags}dist/server.js`);
    const words = [...flags.split(' ').filter(Boolean), 'apps/server/dist/server.js'];
    const unit = read('deploy/loopvoeding@.service');
    expect(runtimeStage).toContain(`\nCMD ${JSON.stringify(['node', ...words]).replaceAll(',', ', ')}\n`);
    expect(unit).toContain(`\nExecStart=/usr/bin/node ${words.join(' ')}\n`);
    for (const setting of settings.split(' ').filter(Boolean)) {
      const envLines = runtimeStage.split('\n').filter((line) => line.startsWith('ENV '));
      expect(envLines.flatMap((line) => line.split(' ').slice(1))).toContain(setting);
      expect(unit).toContain(`\nEnvironment=${setting}\n`);
    }
  });

  it('keeps the young generation small, the old one on a budget and malloc lean: a process stays within its memory', () => {
    // Node 24 sizes the young generation for throughput alone (a process then starts at about
    // 270 MB instead of about 190 MB); decisions 077 and 097. Without a budget for the old
    // generation V8 lets it grow to hundreds of megabytes before collecting; decision 088. glibc's
    // malloc keeps freed memory in an arena per thread and raises its mmap threshold after each
    // large buffer freed; decision 097.
    const start = packageJson('apps/server/package.json').scripts.start;
    expect(start).toMatch(/ --max-semi-space-size=8 /);
    expect(start).toMatch(/ --max-old-space-size=384 /);
    expect(start).toMatch(
      /^GLIBC_TUNABLES=glibc\.malloc\.arena_max=2:glibc\.malloc\.mmap_threshold=131072:glibc\.malloc\.trim_threshold=131072 /,
    );
  });

  it('runs on production dependencies only, as an unprivileged user, with a health check', () => {
    expect(runtimeStage).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\/api\/ready/ms);
    expect(runtimeStage).toMatch(/^ENV NODE_ENV=production\b/m);
  });

  it('carries every built file the server reads at run time, and the tools its backups call', () => {
    for (const folder of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist', 'apps/web/dist-ssr'])
      expect(runtimeStage).toContain(`COPY --from=build /app/${folder} ${folder}`);
    expect(runtimeStage).toContain('postgresql-client');
    // Every workspace's package.json, or `npm ci` refuses the lock.
    const patterns = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const workspaces = patterns.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    );
    expect(workspaces).toContain('apps/server');
    const packages = workspaces.filter((folder) => existsSync(path.join(root, folder, 'package.json')));
    for (const workspace of packages)
      expect(manifestStage).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    expect(manifestStage).toContain('COPY package.json package-lock.json ./');
    for (const stage of [buildStage, runtimeStage]) expect(stage).toContain('COPY --from=manifests /app ./');
  });

  it('has backup and restore commands that need no development tools: built, then run by node', () => {
    const { scripts } = packageJson('apps/server/package.json');
    expect(scripts.backup).toBe('node dist/backup-cli.js backup');
    expect(scripts.restore).toBe('node dist/backup-cli.js restore');
    expect(read('apps/server/build.mjs')).toContain("'backup-cli': 'src/backup/cli.ts'");
  });

  it('puts two shop processes on PostgreSQL and Redis behind the proxy, which sends to both', () => {
    for (const service of ['postgres', 'redis', 'shop-1', 'shop-2', 'proxy', 'mail'])
      expect(compose).toMatch(new RegExp(`^  ${service}:`, 'm'));
    for (const setting of [
      'DATABASE_URL: postgres://',
      'REDIS_URL: redis://',
      'TRUST_PROXY: "1"',
      'JWT_SECRET:',
    ])
      expect(compose).toContain(setting);
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx).toContain('server shop-1:3000');
    expect(nginx).toContain('server shop-2:3000');
    // The live notifications pass through unbuffered.
    expect(nginx).toMatch(/location \/api\/notifications\/stream \{[^}]*proxy_buffering off;/);
  });
});
