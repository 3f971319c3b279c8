// Prints the first-load JavaScript of shop routes: the gzip size of every script a served page
// loads (external <script src> and modulepreload links), against the budget of issue 2 (166 KiB)
// and the bare Next.js 16 page measured the same way on this machine (131 KiB).
// Usage: npm run build && node bench/first-load-js.mjs [route …]   (BASE_URL=… to use a running server)
import { gzipSync } from 'node:zlib';
import { withStorefront } from './lib/storefront.mjs';

const BARE_NEXT_KIB = 131;
const BUDGET_KIB = 166;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', '/pages/cart', '/pages/pay', '/product/fullwidth/' + (process.env.PRODUCT_SLUG ?? '')];

await withStorefront(async (base) => {
  const cache = new Map();
  async function gz(url) {
    if (!cache.has(url)) {
      const res = await fetch(url);
      cache.set(url, res.ok ? gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length : 0);
    }
    return cache.get(url);
  }
  let slug = process.env.PRODUCT_SLUG;
  if (!slug) {
    const html = await (await fetch(`${base}/shop`)).text();
    slug = html.match(/\/product\/[\w-]+\/([\w-]+)/)?.[1] ?? '';
  }
  const rows = [];
  for (const route of routes.map((r) => (r.endsWith('/product/fullwidth/') ? r + slug : r))) {
    const res = await fetch(base + route);
    const html = await res.text();
    const srcs = new Set([
      // noModule scripts (Next's legacy polyfills) are never loaded by the browsers the shop supports.
      ...[...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\bnomodule\b/i.test(tag))
        .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
        .filter(Boolean),
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ]);
    let bytes = 0;
    for (const src of srcs) bytes += await gz(new URL(src, base).toString());
    const kib = bytes / 1024;
    rows.push({ route, status: res.status, scripts: srcs.size, 'gzip KiB': kib.toFixed(1), 'over bare Next': (kib - BARE_NEXT_KIB).toFixed(1), budget: kib <= BUDGET_KIB ? 'ok' : 'OVER' });
  }
  console.table(rows);
  console.log(`bare Next.js 16 page: ${BARE_NEXT_KIB} KiB; budget per route: ${BUDGET_KIB} KiB (35 KiB over bare)`);
});
