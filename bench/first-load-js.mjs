// Prints the first-load JavaScript of shop routes: the gzip size of every script a served page
// loads (external <script src> and modulepreload links), against the budget of issue 2 (166 KiB)
// and the bare Next.js 16 page measured the same way on this machine (131 KiB), beside what the
// server actually sends (brotli, precompressed at build time).
// Usage: npm run build && node bench/first-load-js.mjs [route …]   (BASE_URL=… to use a running server)
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { withStorefront } from './lib/storefront.mjs';

const BARE_NEXT_KIB = 131;
const BUDGET_KIB = 166;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', '/pages/cart', '/pages/pay', '/product/fullwidth/' + (process.env.PRODUCT_SLUG ?? '')];

await withStorefront(async (base) => {
  // What the server actually sends a browser that takes brotli (scripts/serve.mjs precompresses).
  const sentCache = new Map();
  async function sent(url) {
    if (!sentCache.has(url)) {
      const res = await new Promise((resolve, reject) => get(url, { headers: { 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject));
      let n = 0;
      for await (const chunk of res) n += chunk.length;
      sentCache.set(url, { bytes: n, coding: res.headers['content-encoding'] ?? 'none' });
    }
    return sentCache.get(url);
  }
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
    let sentBytes = 0;
    const codings = new Set();
    for (const src of srcs) {
      bytes += await gz(new URL(src, base).toString());
      const answer = await sent(new URL(src, base).toString());
      sentBytes += answer.bytes;
      codings.add(answer.coding);
    }
    const kib = bytes / 1024;
    rows.push({
      route,
      status: res.status,
      scripts: srcs.size,
      'gzip KiB': kib.toFixed(1),
      'over bare Next': (kib - BARE_NEXT_KIB).toFixed(1),
      budget: kib <= BUDGET_KIB ? 'ok' : 'OVER',
      'sent KiB': `${(sentBytes / 1024).toFixed(1)} (${[...codings].join(', ')})`,
    });
  }
  console.table(rows);
  console.log(`bare Next.js 16 page: ${BARE_NEXT_KIB} KiB; budget per route: ${BUDGET_KIB} KiB (35 KiB over bare); gzip -9 is the measure the budget was set in, "sent" is what the server sends a browser that takes brotli`);
});
