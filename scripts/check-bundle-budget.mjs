// The bundle budget (issue 11, decision 028): the JavaScript a shopper's first visit to `/` loads
// before the page works, brotli-compressed as the server sends it, may be at most 100 KiB. Runs in
// `npm test` after the build, on apps/web/dist: the entry chunk, every chunk it imports statically
// (what index.html modulepreloads), the app it imports once the page has painted (decision 031)
// with everything that imports, and the home page's own chunk with its imports should the home page
// ever be split off as a lazy route. Gzip is reported beside it for clients without brotli.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
/** The modules of the `/` route, counted when the build made a chunk of their own for them. */
const FIRST_ROUTE_MODULES = ['src/features/home/pages/home-page.tsx'];

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build manifest in ${path.relative(process.cwd(), dist)}: run \`npm run build\` first.`);
  process.exit(1);
}

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
// The entry's own dynamic imports are the app it starts (main.tsx): part of every first load.
for (const key of manifest['index.html']?.dynamicImports ?? []) collect(key);
for (const key of FIRST_ROUTE_MODULES) collect(key);

// index.html is what the browser reads: anything it loads up front counts too.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, src] of html.matchAll(
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
)) {
  files.add(src);
}
if (files.size === 0) {
  console.error('The build has no entry chunk for index.html.');
  process.exit(1);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [...files].map((file) => {
  const source = readFileSync(path.join(dist, file));
  return {
    file,
    raw: source.length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: gzipSync(source, { level: 9 }).length,
  };
});
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);

console.table(
  Object.fromEntries(
    rows
      .sort((a, b) => b.brotli - a.brotli)
      .map((row) => [row.file, { raw: kib(row.raw), brotli: kib(row.brotli), gzip: kib(row.gzip) }]),
  ),
);
const summary = `first load of /: ${kib(total('brotli'))} brotli (${kib(total('gzip'))} gzip, ${kib(total('raw'))} raw) in ${rows.length} files; budget ${kib(BUDGET_BYTES)} brotli`;
if (total('brotli') > BUDGET_BYTES) {
  console.error(`Over the bundle budget: ${summary}`);
  process.exit(1);
}
console.log(`Within the bundle budget: ${summary}`);
