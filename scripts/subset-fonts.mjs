// `node scripts/subset-fonts.mjs`: writes the shop's four web fonts to app/fonts/ from the Fontsource
// variable fonts (SIL OFL 1.1, licences copied beside them). Run it again only to change the fonts;
// the output is committed, so a build never depends on it.
//
// Why subset: the two preloaded Latin files are requested before the first paint on every page,
// and Lighthouse's simulated slow link charges every such byte to LCP. As shipped by Fontsource
// they weigh 48 + 37 KB; here Inter keeps only the weights the design uses (400–700, still
// variable) and Fraunces, which only sets headings, one static semibold instance: 26 + 17 KB.
// Every character of Latin-1 and Latin Extended-A stays (Italian, Slovak, and whatever else a
// product name brings), as do the OpenType features the CSS relies on (tabular figures) and those
// text needs to shape correctly; stylistic alternates go.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const source = (family, subset) =>
  `node_modules/@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`;
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const characters =
  range(0x20, 0x7e) + // ASCII
  range(0xa0, 0xff) + // Latin-1: Italian accents, «», °, ×
  range(0x100, 0x17f) + // Latin Extended-A: Slovak č ď ľ ĺ ň ŕ š ť ž …
  range(0x2010, 0x2027) + // dashes, quotes, bullet, ellipsis
  range(0x2030, 0x203a) +
  '€™→−≤≥';

const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'case', 'tnum'];

const fonts = [
  { family: 'inter', axes: { wght: { min: 400, max: 700 } } },
  { family: 'fraunces', axes: { wght: 600 } },
];

mkdirSync('app/fonts', { recursive: true });
for (const { family, axes } of fonts) {
  for (const subset of ['latin', 'latin-ext']) {
    const original = readFileSync(source(family, subset));
    const font = await subsetFont(original, characters, {
      targetFormat: 'woff2',
      variationAxes: axes,
      keepFeatures: FEATURES,
    });
    writeFileSync(`app/fonts/${family}-${subset}.woff2`, font);
    console.log(`app/fonts/${family}-${subset}.woff2: ${original.length} → ${font.length} bytes`);
  }
  copyFileSync(`node_modules/@fontsource-variable/${family}/LICENSE`, `app/fonts/${family}-LICENSE.txt`);
}
