import localFont from 'next/font/local';

// Self-hosted (next/font/google cannot reach Google offline). Latin and Latin Extended are separate
// files so Italian pages load one small file and Slovak diacritics come from the second only when used.
// The Latin files are preloaded and `optional`: they are there before the first layout on any
// decent connection, and where they are not, the size-adjusted fallback stays for that page instead
// of the whole page being laid out a second time when they arrive (a 40–60 ms task on a listing,
// measured in a trace). The Latin Extended files swap in, since a missing accent would show.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
});
export const interExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  variable: '--font-inter-ext',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'optional',
});
export const frauncesExt = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2',
  variable: '--font-fraunces-ext',
  weight: '100 900',
  display: 'swap',
  preload: false,
});
