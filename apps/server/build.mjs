// Bundles the server into dist/server.js and the backup commands into dist/backup-cli.js, so a
// production install (no development tools) runs both. The libraries are bundled in too, minified
// (decision 099): a process then keeps one source of a few MB instead of some 1,700 modules' of
// twice that. What is imported only when needed (the embedded database, PDFs, photos, metrics)
// goes to chunks of its own beside them, read on first use.
import { build } from 'esbuild';

/**
 * Libraries left as imports from node_modules: those that read files beside their own (PGlite's
 * WebAssembly, PDFKit's font metrics, the API explorer's pages), native addons, the React that the
 * web build's server renderer imports too (one copy for both), and two that are never installed in
 * production (pg's optional native binding, the development log formatter).
 */
const EXTERNAL = new Set([
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'pdfkit',
  'pg-native',
  'pino-pretty',
  'prom-client',
  'react',
  'react-dom',
  'sharp',
]);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The code formatter that @react-email/render imports for its `pretty` option, which the shop's
 * mails never ask for: a module that says so instead of some 250 KB of formatter in every process.
 */
const NO_PRETTY_MAILS = `export function format() { throw new Error('Pretty-printed mails are not part of this build'); }`;

await build({
  entryPoints: { server: 'src/server.ts', 'backup-cli': 'src/backup/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Whitespace and syntax only: the names stay, so a logged stack trace still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  // The libraries' licence notices go to a file beside each output, not into the source a process keeps.
  legalComments: 'linked',
  sourcemap: true,
  logLevel: 'warning',
  // The CommonJS libraries bundled in call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
        );
        pluginBuild.onResolve({ filter: /^prettier\// }, (args) => ({
          path: args.path,
          namespace: 'no-pretty-mails',
        }));
        pluginBuild.onLoad({ filter: /.*/, namespace: 'no-pretty-mails' }, () => ({
          contents: NO_PRETTY_MAILS,
          loader: 'js',
        }));
      },
    },
  ],
});
