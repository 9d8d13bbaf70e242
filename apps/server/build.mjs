// Bundles the server into dist/server.js and the backup commands into dist/backup-cli.js, so a
// production install (no development tools) runs both. Our own workspace packages (TypeScript
// sources) are bundled in; every other dependency stays an ordinary import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', 'backup-cli': 'src/backup/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
