// Generates the local demo images (flat SVG illustrations, no external fonts, URLs or rasters) for the
// seeded products and blog posts, the 13 home-page themes and the two fallback images, and the JPEG
// link previews show for a page without a photo, all under apps/web/public/images. It reads slugs
// and titles from the seed data, so it runs through tsx:
//
//   npx tsx scripts/generate-demo-images.mjs
//
// Run it again after changing apps/server/src/db/seed/demo-products.ts or demo-posts.ts. SVGs in
// images/products, images/blog and images/themes that no longer belong to any item are removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoPosts } from '../apps/server/src/db/seed/demo-posts.ts';
import { demoProducts } from '../apps/server/src/db/seed/demo-products.ts';
import { rasterizeIllustration } from '../apps/server/src/features/media/illustration-photo.ts';
import { blogCategories, categorySlug } from '../packages/shared/src/blog-categories.ts';

/** The shop's link preview (`/images/og-default.jpg`), at the size previews show. */
const OG_IMAGE = { file: 'og-default.jpg', width: 1200, height: 630 };

const out = path.join(import.meta.dirname, '../apps/web/public/images');

const ORANGE = '#ea580c';
const TEAL = '#0f766e';
const SAND = '#fef3c7';
const SLATE = '#1e293b';
const BACKGROUND = '#faf7f0';
/** Main colour of an illustration, then a second colour for its details. */
const palettes = [
  [ORANGE, TEAL],
  [TEAL, ORANGE],
  ['#c2410c', '#115e59'],
  ['#115e59', '#f59e0b'],
  ['#0e7490', ORANGE],
  ['#d97706', TEAL],
];
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0), 16777619) >>> 0;
  return h;
}

/** Greedy word wrap; returns null when the text needs more than `maxLines` lines. */
function wrap(text, maxChars, maxLines) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines && lines.every((line) => line.length <= maxChars) ? lines : null;
}

/**
 * The title in bold over at most two lines, at the largest of `sizes` that fits `width` pixels
 * (a bold sans character is taken as 0.6 em wide), centred vertically on `y`.
 */
function title(text, { x, y, width, sizes, color = SLATE }) {
  let size = sizes.at(-1);
  let lines = null;
  for (const candidate of sizes) {
    lines = wrap(text, Math.floor(width / (candidate * 0.6)), 2);
    if (lines) {
      size = candidate;
      break;
    }
  }
  if (!lines) {
    const maxChars = Math.floor(width / (size * 0.6));
    lines = wrap(text, maxChars, 99) ?? [text];
    lines = [
      lines[0],
      `${lines
        .slice(1)
        .join(' ')
        .slice(0, maxChars - 1)}…`,
    ];
  }
  const lineHeight = Math.round(size * 1.18);
  const top = Math.round(y - ((lines.length - 1) * lineHeight) / 2 + size * 0.35);
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${top + i * lineHeight}">${esc(line)}</tspan>`)
    .join('');
  return `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${color}">${spans}</text>`;
}

/** A rounded label with white text, about as wide as its text. */
function chip(text, x, y, color, size = 20) {
  const width = Math.round(text.length * size * 0.62 + size * 1.4);
  const height = Math.round(size * 1.8);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${color}"/><text x="${x + width / 2}" y="${y + height * 0.66}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="600" fill="#fff">${esc(text)}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Products (800 × 600): a package, pouch, bottle or bar by the first category.

/** A flat gel sachet with a crimped top seal and a tear-off nozzle, drawn in (310..490, 112..430). */
function pouch(c) {
  const crimps = Array.from({ length: 14 }, (_, i) => `M${322 + i * 12} 156v22`).join('');
  return `<rect x="328" y="112" width="44" height="44" rx="8" fill="${SLATE}"/><path d="M310 170l18-20h144l18 20v240q0 20-20 20H330q-20 0-20-20z" fill="${c}"/><path d="${crimps}" stroke="#fff" stroke-width="3" opacity=".45"/><path d="M310 196l14 8-14 8z" fill="${SAND}"/><path d="M322 416h156" stroke="#fff" stroke-width="4" stroke-dasharray="8 6" opacity=".6"/>`;
}

/** Each draws around the centre (400, 250); `c` main colour, `d` detail colour. */
const productShapes = {
  Gels: (c, d) =>
    `${pouch(c)}<rect x="340" y="226" width="120" height="110" rx="12" fill="#fff"/><path d="M360 300q20-36 40-10t40-14" stroke="${d}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="400" cy="256" r="12" fill="${d}"/>`,
  Sportdrank: (c, d) =>
    `<rect x="372" y="70" width="56" height="40" rx="8" fill="${SLATE}"/><rect x="382" y="52" width="36" height="22" rx="6" fill="${d}"/><path d="M356 110h88q24 0 24 30v40q-16 40 0 80v130q0 30-30 30h-76q-30 0-30-30V260q16-40 0-80v-40q0-30 24-30z" fill="${c}"/><rect x="332" y="280" width="136" height="76" fill="#fff" opacity=".92"/><path d="M350 318h100" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  Repen: (c, d) =>
    `<g transform="rotate(-12 400 250)"><path d="M210 190h380l18 12-18 12 18 12-18 12 18 12-18 12 18 12-18 12 18 12-18 10H210l-18-10 18-12-18-12 18-12-18-12 18-12-18-12 18-12-18-12 18-12z" fill="${c}"/><rect x="300" y="212" width="200" height="76" rx="10" fill="#fff"/><path d="M322 262q30-36 60 0t60 0t40-8" stroke="${d}" stroke-width="9" fill="none" stroke-linecap="round"/></g>`,
  Elektrolyten: (c, d) =>
    `<rect x="330" y="70" width="110" height="42" rx="10" fill="${SLATE}"/><rect x="338" y="108" width="94" height="316" rx="22" fill="${c}"/><rect x="338" y="210" width="94" height="110" fill="#fff" opacity=".92"/><path d="M385 232l-18 34h20l-10 34 30-44h-20l12-24z" fill="${d}"/><circle cx="500" cy="360" r="44" fill="#fff" stroke="${d}" stroke-width="8"/><path d="M472 360h56" stroke="${d}" stroke-width="6"/><circle cx="530" cy="272" r="30" fill="#fff" stroke="${c}" stroke-width="7"/>`,
  Herstel: (c, d) =>
    `<rect x="318" y="74" width="164" height="44" rx="12" fill="${SLATE}"/><rect x="380" y="54" width="40" height="26" rx="6" fill="${d}"/><path d="M326 118h148l-18 292q-2 20-22 20h-68q-20 0-22-20z" fill="${c}"/><path d="M336 300h128" stroke="#fff" stroke-width="4" opacity=".6"/><path d="M334 190h132l-6 90H340z" fill="#fff" opacity=".92"/><path d="M372 236l20 20 38-40" stroke="${d}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  Proefpakket: (c, d) =>
    `<path d="M250 170l150-60 150 60-150 60z" fill="${c}" opacity=".75"/><path d="M250 170v190l150 60V230z" fill="${c}"/><path d="M550 170v190l-150 60V230z" fill="${c}" opacity=".85"/><path d="M325 140l150 60v60" stroke="${d}" stroke-width="18" fill="none"/><path d="M400 230v190" stroke="${SLATE}" stroke-width="3" opacity=".25"/><rect x="285" y="270" width="84" height="58" rx="8" fill="#fff" transform="skewY(22)" transform-origin="327 299"/><circle cx="327" cy="299" r="12" fill="${d}"/>`,
  Cafeïne: (c, d) =>
    `<ellipse cx="400" cy="250" rx="120" ry="160" fill="${c}" transform="rotate(24 400 250)"/><path d="M450 120q-90 60-40 140t-60 130" stroke="${SAND}" stroke-width="18" fill="none" stroke-linecap="round"/><circle cx="540" cy="120" r="28" fill="${d}"/><path d="M256 150l-20-30M236 210h-36M256 270l-20 30" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  Ontbijt: (c, d) =>
    `<path d="M414 96q20 40 0 70M450 86q20 40 0 80" stroke="${d}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/><ellipse cx="400" cy="230" rx="170" ry="34" fill="${SAND}" stroke="${c}" stroke-width="8"/><circle cx="350" cy="222" r="16" fill="${d}"/><circle cx="392" cy="214" r="13" fill="${ORANGE}"/><circle cx="440" cy="224" r="15" fill="${d}"/><path d="M230 232h340q-10 150-170 160q-160-10-170-160z" fill="${c}"/><rect x="340" y="386" width="120" height="20" rx="8" fill="${SLATE}"/><path d="M520 120l-70 100" stroke="${SLATE}" stroke-width="12" stroke-linecap="round"/>`,
};

function productSvg({ slug, title: text, category = [], brand = [] }) {
  const h = hash(slug);
  const [main, detail] = palettes[h % palettes.length];
  const shape = productShapes[category[0]] ?? productShapes.Proefpakket;
  const kind = category[0] ?? 'Loopvoeding';
  const lines = [0, 1, 2].map((i) => `<path d="M${120 + i * 22} ${200 + i * 44}h${70 - i * 12}" />`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${esc(text)}">`,
    `<rect width="800" height="600" fill="${BACKGROUND}"/>`,
    `<circle cx="${380 + (h % 60)}" cy="250" r="200" fill="${SAND}"/>`,
    `<circle cx="${610 - ((h >> 4) % 40)}" cy="${110 + ((h >> 8) % 40)}" r="14" fill="${detail}" opacity=".5"/>`,
    `<g stroke="${ORANGE}" stroke-width="10" stroke-linecap="round" opacity=".55">${lines}</g>`,
    shape(main, detail),
    chip(kind, 32, 28, TEAL, 18),
    brand[0]
      ? `<text x="768" y="56" text-anchor="end" font-family="${FONT}" font-size="18" font-weight="600" letter-spacing="1.5" fill="${SLATE}" opacity=".7">${esc(brand[0].toUpperCase())}</text>`
      : '',
    `<rect y="458" width="800" height="142" fill="#fff"/><rect y="458" width="800" height="6" fill="${ORANGE}"/>`,
    title(text, { x: 40, y: 532, width: 720, sizes: [38, 34, 30, 26] }),
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Blog posts and themes (1200 × 675): an abstract runner, track or graph motif by category.

/** A flat runner in stride, feet at (0, 0), about 200 px tall before scaling. */
function runner(x, y, scale, color, head = ORANGE) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke="${color}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"><path d="M8 -150L-8 -80"/><path d="M4 -138L34 -112L58 -128M4 -138L-26 -116L-42 -90"/><path d="M-8 -80L30 -50L14 -6M-8 -80L-30 -40L-70 -34"/><circle cx="18" cy="-178" r="20" fill="${head}" stroke="none"/></g>`;
}

function track(c, d) {
  const lanes = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${660 + i * 26}" y="${60 + i * 26}" width="${480 - i * 52}" height="${300 - i * 52}" rx="${150 - i * 26}" fill="none" stroke="${i === 0 ? c : d}" stroke-width="${i === 0 ? 14 : 6}" ${i ? 'stroke-dasharray="18 14"' : ''}/>`,
    )
    .join('');
  return `${lanes}${runner(900, 300, 0.9, SLATE)}`;
}

function graph(c, d, h) {
  const grid = [0, 1, 2, 3].map((i) => `<path d="M680 ${110 + i * 70}h460"/>`).join('');
  const points = Array.from({ length: 7 }, (_, i) => [
    700 + i * 70,
    320 - i * 28 + (((h >> (i * 3)) % 5) - 2) * 18,
  ]);
  const dots = points
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i === 5 ? 16 : 9}" fill="${i === 5 ? d : '#fff'}" stroke="${c}" stroke-width="5"/>`,
    )
    .join('');
  return `<g stroke="${SLATE}" stroke-width="2" opacity=".15">${grid}</g><path d="M680 360h470M680 360V80" stroke="${SLATE}" stroke-width="6" stroke-linecap="round" opacity=".6"/><polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${c}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>${dots}`;
}

function bars(c, d) {
  const heights = [90, 130, 170, 110, 160, 210, 250, 140, 60];
  const rects = heights
    .map(
      (height, i) =>
        `<rect x="${680 + i * 52}" y="${360 - height}" width="38" height="${height}" rx="8" fill="${i === 3 || i === 7 ? d : c}" opacity="${i === 8 ? 0.5 : 1}"/>`,
    )
    .join('');
  return `${rects}<path d="M670 362h480" stroke="${SLATE}" stroke-width="6" stroke-linecap="round"/>${runner(1020, 102, 0.4, SLATE)}`;
}

function drop(c, d) {
  return `<path d="M900 60q110 130 110 210a110 110 0 0 1-220 0q0-80 110-210z" fill="${c}"/><path d="M850 270a50 50 0 0 0 50 50" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity=".8"/><path d="M1060 150q30 36 30 58a30 30 0 0 1-60 0q0-22 30-58zM760 120q24 28 24 46a24 24 0 0 1-48 0q0-18 24-46z" fill="${d}"/><path d="M680 390q40-24 80 0t80 0t80 0t80 0t80 0t80 0" stroke="${d}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>`;
}

function bowl(c, d) {
  return `<path d="M880 80q24 40 0 80M930 70q24 40 0 90M980 80q24 40 0 80" stroke="${d}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/><ellipse cx="930" cy="220" rx="210" ry="40" fill="${SAND}" stroke="${c}" stroke-width="8"/><circle cx="860" cy="210" r="20" fill="${d}"/><circle cx="920" cy="200" r="16" fill="${ORANGE}"/><circle cx="990" cy="212" r="18" fill="${d}"/><path d="M720 222h420q-14 170-210 180q-196-10-210-180z" fill="${c}"/><rect x="860" y="398" width="140" height="22" rx="9" fill="${SLATE}"/>`;
}

function heart(c, d) {
  return `<path d="M920 390C760 290 720 210 760 150q50-66 160 0q110-66 160 0q40 60-160 240z" fill="${c}"/><path d="M680 250h140l30-60 40 120 36-90 22 30h252" stroke="${d}" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
}

function capsules(c, d) {
  return `<g transform="rotate(-30 860 220)"><rect x="740" y="180" width="240" height="84" rx="42" fill="${c}"/><path d="M860 180v84" stroke="#fff" stroke-width="6"/><rect x="860" y="180" width="120" height="84" rx="42" fill="${d}" opacity=".9"/></g><circle cx="1060" cy="300" r="50" fill="#fff" stroke="${c}" stroke-width="10"/><path d="M1024 300h72" stroke="${c}" stroke-width="8"/><circle cx="1070" cy="120" r="30" fill="${d}"/><circle cx="740" cy="350" r="22" fill="${c}" opacity=".6"/>`;
}

function group(c, d) {
  return `<path d="M680 380q230-90 470 0" stroke="${d}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".5"/>${runner(780, 370, 0.75, c, d)}${runner(920, 360, 0.95, SLATE)}${runner(1060, 370, 0.75, c, d)}`;
}

function stretch(c, d) {
  return `<circle cx="920" cy="220" r="170" fill="none" stroke="${d}" stroke-width="6" stroke-dasharray="14 16"/><circle cx="920" cy="220" r="120" fill="${c}" opacity=".15"/><g transform="translate(920 360)" stroke="${SLATE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"><path d="M-10 -170L-20 -100"/><path d="M-14 -150L30 -190M-14 -150L-56 -186"/><path d="M-20 -100L50 -70L60 0M-20 -100L-80 -50L-120 0"/><circle cx="-6" cy="-200" r="20" fill="${c}" stroke="none"/></g>`;
}

function gel(c, d) {
  return `<circle cx="1030" cy="200" r="120" fill="#fff" stroke="${d}" stroke-width="12"/><path d="M1030 120v80l50 30" stroke="${SLATE}" stroke-width="12" fill="none" stroke-linecap="round"/><g transform="rotate(-10 820 230) translate(420 40) scale(.85)">${pouch(c)}<rect x="340" y="226" width="120" height="110" rx="12" fill="#fff"/><circle cx="400" cy="280" r="18" fill="${d}"/></g>${runner(640, 440, 0.5, SLATE)}`;
}

function moon(c, d) {
  return `<path d="M990 70a150 150 0 1 0 120 240a130 130 0 1 1-120-240z" fill="${c}"/><path d="M760 120h50l-50 60h50M820 70h34l-34 40h34" stroke="${d}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="780" cy="320" r="10" fill="${d}"/><circle cx="1140" cy="120" r="8" fill="${d}"/>`;
}

function plate(c, d) {
  return `<circle cx="920" cy="220" r="170" fill="#fff" stroke="${SLATE}" stroke-width="6" opacity=".95"/><path d="M920 220V80a140 140 0 0 1 121 210z" fill="${c}"/><path d="M920 220l121 70a140 140 0 0 1-242 0z" fill="${d}"/><path d="M920 220l-121 70A140 140 0 0 1 920 80z" fill="${SAND}"/><path d="M700 80v280M1140 80v280" stroke="${SLATE}" stroke-width="10" stroke-linecap="round" opacity=".5"/>`;
}

const motifs = {
  Voedingsbasis: plate,
  'Race & Training Fuel': gel,
  'Hydratatie & Elektrolyten': drop,
  'Herstel & Rebuild': moon,
  'Supplementen & Micronutriënten': capsules,
  'Recepten & Meal Prep': bowl,
  'Lab-Tests & Reviews': graph,
  'Data & Tech': graph,
  'Trainingsstrategie & Periodisering': bars,
  'Blessurepreventie & Mobility': stretch,
  'Mindset & Psychologie': heart,
  'Community & Persoonlijk': group,
  'Onderzoek & Evidence': graph,
};

function wideSvg(text, label, category, seed) {
  const h = hash(seed);
  const [main, detail] = palettes[h % palettes.length];
  const motif = motifs[category] ?? track;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${esc(text)}">`,
    `<rect width="1200" height="675" fill="${BACKGROUND}"/>`,
    `<path d="M600 0h600v470H520q-60-240 80-470z" fill="${SAND}"/>`,
    `<g fill="none" stroke-linecap="round"><path d="M-20 430q260-150 560-90" stroke="${ORANGE}" stroke-width="10" opacity=".35"/><path d="M-20 400q260-150 560-90" stroke="${TEAL}" stroke-width="4" stroke-dasharray="16 14" opacity=".3"/><path d="M-20 370q260-150 560-90" stroke="${ORANGE}" stroke-width="4" opacity=".25"/></g>`,
    motif(main, detail, h),
    chip(label, 60, 56, TEAL, 24),
    `<circle cx="72" cy="170" r="12" fill="${ORANGE}"/><text x="96" y="180" font-family="${FONT}" font-size="30" font-weight="700" fill="${SLATE}" opacity=".7">Loopvoeding</text>`,
    `<rect y="470" width="1200" height="205" fill="#fff"/><rect x="60" y="506" width="10" height="${130}" rx="5" fill="${ORANGE}"/>`,
    title(text, { x: 96, y: 572, width: 1050, sizes: [58, 52, 46, 40] }),
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------------------------------------

const written = new Map();
function write(folder, name, svg) {
  mkdirSync(path.join(out, folder), { recursive: true });
  writeFileSync(path.join(out, folder, name), `${svg}\n`);
  if (!written.has(folder)) written.set(folder, new Set());
  written.get(folder).add(name);
}

for (const product of demoProducts) write('products', `${product.slug}.svg`, productSvg(product));
for (const post of demoPosts)
  write('blog', `${post.slug}.svg`, wideSvg(post.title, post.category, post.category, post.slug));
for (const category of blogCategories) {
  write('themes', `${categorySlug(category)}.svg`, wideSvg(category, 'Thema', category, category));
}
write('', 'placeholder-product.svg', productSvg({ slug: 'placeholder', title: 'Loopvoeding', category: [] }));
write('', 'placeholder-blog.svg', wideSvg('Loopvoeding blog', 'Artikel', '', 'placeholder'));

// Link previews render no SVG: pages without a photo of their own show this JPEG (decision 067).
const preview = await rasterizeIllustration(
  productSvg({ slug: 'placeholder', title: 'Loopvoeding', category: [] }),
  OG_IMAGE.height,
);
writeFileSync(
  path.join(out, OG_IMAGE.file),
  await sharp(preview)
    .resize({ ...OG_IMAGE, fit: 'contain', background: BACKGROUND })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer(),
);

let removed = 0;
for (const folder of ['products', 'blog', 'themes']) {
  for (const name of readdirSync(path.join(out, folder))) {
    if (name.endsWith('.svg') && !written.get(folder).has(name)) {
      rmSync(path.join(out, folder, name));
      removed++;
    }
  }
}
const count = [...written.values()].reduce((sum, names) => sum + names.size, 0);
console.log(`${count} images written to ${path.relative(process.cwd(), out)}, ${removed} stale removed`);
