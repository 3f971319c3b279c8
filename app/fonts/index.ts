import localFont from 'next/font/local';

// Self-hosted (next/font/google cannot reach Google offline), subset by scripts/subset-fonts.mjs:
// Inter at the weights the design uses, Fraunces (headings only) as one semibold instance. Latin
// and Latin Extended are separate files so Italian pages load one small file per family and Slovak
// diacritics come from the second only when a page uses them.
// The Latin files are preloaded and `optional`: they are there before the first layout on any
// decent connection, and where they are not, the size-adjusted fallback stays for that page instead
// of the whole page being laid out a second time when they arrive (a 40–60 ms task on a listing,
// measured in a trace). The Latin Extended files swap in, since a missing accent would show. They
// declare the range they cover: otherwise, when a Latin file misses its `optional` window on a slow
// connection, the browser falls through to the next family in the stack and downloads the Latin
// Extended file too, for text it cannot draw. (next/font takes only literals, hence the repetition.)
export const inter = localFont({
  src: './inter-latin.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
});
export const interExt = localFont({
  src: './inter-latin-ext.woff2',
  variable: '--font-inter-ext',
  weight: '400 700',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-017F' }],
});
export const fraunces = localFont({
  src: './fraunces-latin.woff2',
  variable: '--font-fraunces',
  weight: '600',
  display: 'optional',
});
export const frauncesExt = localFont({
  src: './fraunces-latin-ext.woff2',
  variable: '--font-fraunces-ext',
  weight: '600',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-017F' }],
});
