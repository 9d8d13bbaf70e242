// The bundle budget (issue 11, decisions 028 and 031): the JavaScript a shopper's first visit loads
// before the page works, brotli-compressed as the server sends it, may be at most 100 KiB, on
// whichever public page the visit lands (a search engine sends visitors to products and articles
// as much as to `/`), and at most 140 KiB on the forms a guest opens (decision 103). Runs in
// `npm test` after the build, on apps/web/dist. For each page the server renders: the entry chunk
// and every chunk it imports statically (what index.html modulepreloads), the app it imports once
// the page has painted (main.tsx) with everything that imports, and the page's own chunk with
// everything that imports. What a page loads later (a post's comments, decision 031) is not
// counted. Gzip is reported beside it for clients without brotli.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
/**
 * The forms a guest opens (decision 103) carry the form library and the shared rules' schemas
 * besides: a visit comes to them from the shop's own menu, not from a search. Their own budget
 * keeps them from growing unseen.
 */
const FORM_BUDGET_BYTES = 140 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
/** The pages the server renders (decision 029): where a first visit lands. */
const PUBLIC_PAGES = {
  '/': 'src/features/home/pages/home-page.tsx',
  '/shop': 'src/features/products/pages/shop-page.tsx',
  '/shop/:slug': 'src/features/products/pages/product-page.tsx',
  '/blog': 'src/features/blog/pages/blog-list-page.tsx',
  '/blog/category/:slug': 'src/features/blog/pages/blog-category-page.tsx',
  '/blog/:slug': 'src/features/blog/pages/blog-post-page.tsx',
  '/about': 'src/features/about/pages/about-page.tsx',
  // And /privacy and /herroepingsrecht: the same page (decision 051).
  '/voorwaarden': 'src/features/legal/pages/legal-page.tsx',
};
/** The forms the server renders too (decision 103), under FORM_BUDGET_BYTES. */
const FORM_PAGES = {
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
  '/wachtwoord-vergeten': 'src/features/auth/pages/forgot-password-page.tsx',
  '/contact': 'src/features/contact/pages/contact-page.tsx',
};

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No build manifest in ${path.relative(process.cwd(), dist)}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The JavaScript files of `keys` and everything they import statically. */
function filesOf(keys) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return files;
}

// index.html is what the browser reads: the entry, what it preloads, and the app it starts.
const start = filesOf(['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const [, src] of html.matchAll(
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
)) {
  start.add(src);
}
if (start.size === 0) {
  console.error('The build has no entry chunk for index.html.');
  process.exit(1);
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const source = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: source.length,
      brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: gzipSync(source, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const measured = (pages, budget) =>
  Object.entries(pages).map(([page, key]) => {
    if (!manifest[key]) {
      console.error(`The build has no chunk for ${key} (${page}).`);
      process.exit(1);
    }
    const files = new Set([...start, ...filesOf([key])]);
    const total = (measure) => [...files].reduce((sum, file) => sum + sizeOf(file)[measure], 0);
    return {
      page,
      files: files.size,
      raw: total('raw'),
      brotli: total('brotli'),
      gzip: total('gzip'),
      budget,
    };
  });
const rows = [...measured(PUBLIC_PAGES, BUDGET_BYTES), ...measured(FORM_PAGES, FORM_BUDGET_BYTES)];

console.table(
  Object.fromEntries(
    rows.map((row) => [
      row.page,
      {
        files: row.files,
        raw: kib(row.raw),
        brotli: kib(row.brotli),
        gzip: kib(row.gzip),
        budget: kib(row.budget),
      },
    ]),
  ),
);
const over = rows.filter((row) => row.brotli > row.budget);
if (over.length > 0) {
  for (const row of over)
    console.error(
      `Over the bundle budget: ${row.page}: ${kib(row.brotli)} brotli (${kib(row.gzip)} gzip) in ${row.files} files; budget ${kib(row.budget)} brotli`,
    );
  process.exit(1);
}
const closest = rows.reduce((a, b) => (b.brotli / b.budget > a.brotli / a.budget ? b : a));
console.log(
  `Within the bundle budget: the closest, ${closest.page}: ${kib(closest.brotli)} brotli (${kib(closest.gzip)} gzip) in ${closest.files} files; budget ${kib(closest.budget)} brotli (${kib(FORM_BUDGET_BYTES)} on the forms a guest opens)`,
);
