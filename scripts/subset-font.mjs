// `npm run fonts`: the one web font the shop sends, cut to what a Dutch page writes (issue 11).
// Takes Inter's Latin file from @fontsource-variable/inter (OFL) and keeps printable ASCII, the
// Latin-1 letters and signs, and the typographic marks the texts use (€, dashes, quotes, …), with
// the weight axis from 400 to 900 (the lightest the styles use is 400): 48 KB becomes about 30 KB.
// The result is committed (apps/web/src/assets/fonts/), so a build needs no font tooling.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(root, 'apps/web/src/assets/fonts/inter-latin-subset-wght.woff2');

/** Also in styles.css as the @font-face's unicode-range: keep the two the same. */
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
const marks = '€–—‘’‚“”„…•·×−→←↑↓™';

let text = marks;
for (const [from, to] of ranges) {
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
}
const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 900 } },
});
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
