// Prints the first-load JavaScript of shop routes: the gzip size of every script a served page
// loads (external <script src> and modulepreload links), against the budget (166 KiB)
// and the bare Next.js 16 page measured the same way on this machine (131 KiB), beside what the
// server actually sends (brotli, precompressed at build time); and each page's own HTML, gzipped,
// in each of the shop's three languages, against its budget of 25 KB.
// Usage: npm run build && node bench/first-load-js.mjs [route …]   (BASE_URL=… to use a running server)
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HTML_BUDGET_BYTES, pageScripts, SCRIPT_BUDGET_KIB as BUDGET_KIB } from '../e2e/support/page-scripts.mjs';
import { signedInShopper } from './lib/shopper.mjs';
import { withStorefront } from './lib/storefront.mjs';

const BARE_NEXT_KIB = 131;
const LOCALES = ['it', 'en', 'sk'];
// Every route a shopper can land on (a budget holds for the whole shop, not the routes someone
// changed). Routes marked `signedIn` are asked with a fresh shopper's session cookie; `{order}` is
// that shopper's order.
const PUBLIC_ROUTES = [
  '/',
  '/shop',
  '/shop/list',
  '/product/fullwidth/',
  '/pages/cart',
  '/pages/blog',
  '/pages/about-us',
  '/pages/contact-us',
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/update-password',
  '/pages/track-order',
  '/pages/withdrawal',
  '/pages/accessibility',
  '/pages/single/terms-and-conditions',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = [
  '/pages/account',
  '/pages/orders',
  '/pages/orders/{order}',
  '/pages/address',
  '/pages/profile',
  '/pages/wishlist',
  '/pages/checkout',
  '/pages/pay',
  '/pages/pay-stripe?order={order}',
  '/pages/payment-success?order={order}',
  '/pages/payment-failed?order={order}',
].map((path) => ({ path, signedIn: true }));
const routes = process.argv.slice(2).length
  ? process.argv.slice(2).map((path) => ({ path, signedIn: SIGNED_IN_ROUTES.some((r) => r.path === path) }))
  : [...PUBLIC_ROUTES.map((path) => ({ path, signedIn: false })), ...SIGNED_IN_ROUTES];

async function measureScript(url) {
  const res = await new Promise((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject),
  );
  const chunks = [];
  for await (const chunk of res) chunks.push(chunk);
  const sent = Buffer.concat(chunks);
  const coding = res.headers['content-encoding'] ?? 'none';
  if (res.statusCode !== 200) return { gzip: 0, sent: 0, coding };
  const source = coding === 'br' ? brotliDecompressSync(sent) : coding === 'gzip' ? gunzipSync(sent) : sent;
  return { gzip: gzipSync(source, { level: 9 }).length, sent: sent.length, coding };
}

await withStorefront(async (base, { mockBase }) => {
  const shopper = routes.some((r) => r.signedIn) ? await signedInShopper(mockBase) : null;
  // Each script once: what the server sends a browser that takes brotli (scripts/serve.mjs
  // precompresses) and, decoded, its gzip -9 size, the measure the budget was set in.
  const scripts = new Map();
  const script = (url) => {
    if (!scripts.has(url)) scripts.set(url, measureScript(url));
    return scripts.get(url);
  };
  let slug = process.env.PRODUCT_SLUG;
  if (!slug) {
    const html = await (await fetch(`${base}/shop`)).text();
    // A back-end slug keeps its prefix and slash (`det/<name>-<sku>`).
    slug = html.match(/\/product\/[\w-]+\/((?:[\w-]+\/)?[\w-]+)"/)?.[1] ?? '';
  }
  const rows = [];
  for (const { path, signedIn } of routes) {
    const route = path.endsWith('/product/fullwidth/') ? path + slug : path.replaceAll('{order}', shopper?.order ?? '');
    // The page in each language, once: the HTML budget holds in every one (the same page in Slovak,
    // whose words are longer and whose letters take two bytes, is about 1.5 KB heavier than in
    // Italian or English), and its scripts, the same in all three, are read from the first.
    // Not followed: a page that sends a signed-out shopper to the login page must show as such.
    const pages = [];
    for (const locale of LOCALES) {
      const cookie = [signedIn ? shopper.cookie : '', `NEXT_LOCALE=${locale}`].filter(Boolean).join('; ');
      const res = await fetch(base + route, { redirect: 'manual', headers: { cookie } });
      pages.push({ status: res.status, html: await res.text() });
    }
    const srcs = pageScripts(pages[0].html);
    let bytes = 0;
    let sentBytes = 0;
    const codings = new Set();
    for (const src of srcs) {
      const measured = await script(new URL(src, base).toString());
      bytes += measured.gzip;
      sentBytes += measured.sent;
      codings.add(measured.coding);
    }
    const kib = bytes / 1024;
    const htmlBytes = pages.map((page) => gzipSync(page.html).length);
    rows.push({
      route: signedIn ? `${route} (signed in)` : route,
      status: pages[0].status,
      scripts: srcs.length,
      'gzip KiB': kib.toFixed(1),
      'over bare Next': (kib - BARE_NEXT_KIB).toFixed(1),
      // Bytes left (or over, negative): a route at the edge reads 166.0 either way.
      budget: kib <= BUDGET_KIB ? `ok (${BUDGET_KIB * 1024 - bytes} B left)` : `OVER by ${bytes - BUDGET_KIB * 1024} B`,
      'sent KiB': `${(sentBytes / 1024).toFixed(1)} (${[...codings].join(', ')})`,
      // The page itself, as a server gzips it (level 6); the HTML budget is 25 KB.
      [`HTML gzip KB ${LOCALES.join(' / ')}`]:
        htmlBytes.map((b) => (b / 1000).toFixed(2)).join(' / ') +
        (htmlBytes.some((b) => b > HTML_BUDGET_BYTES) ? ' OVER' : ''),
    });
  }
  console.table(rows);
  console.log(
    `bare Next.js 16 page: ${BARE_NEXT_KIB} KiB; budget per route: ${BUDGET_KIB} KiB (35 KiB over bare); gzip -9 is the measure the budget was set in, "sent" is what the server sends a browser that takes brotli`,
  );
});
