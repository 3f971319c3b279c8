import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageScripts } from './support/page-scripts.mjs';

/**
 * The first-load budget (docs/performance.md): the scripts a page loads, each gzip -9, at most
 * 166 KiB on every public route. `bench/first-load-js.mjs` prints the same figure for every
 * route, signed-in ones too; this journey keeps a change from landing over it unnoticed, as a
 * reader pulled into the product page's first load once nearly did.
 */
const BUDGET_BYTES = 166 * 1024;
const ROUTES = ['/', '/shop', '/shop/list', '/pages/cart', '/pages/withdrawal', '/pages/contact-us', '/no-such-page'];

test('every public page loads at most 166 KiB of script, gzip -9', async ({ request }) => {
  const sizes = new Map<string, Promise<number>>();
  const size = (src: string) => {
    if (!sizes.has(src))
      sizes.set(
        src,
        request.get(src).then(async (res) => gzipSync(await res.body(), { level: 9 }).length),
      );
    return sizes.get(src)!;
  };
  const listing = await (await request.get('/shop')).text();
  const product = /href="(\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+)"/.exec(listing)![1]!;
  const totals: Record<string, number> = {};
  for (const route of [...ROUTES, product]) {
    const html = await (await request.get(route, { maxRedirects: 0 })).text();
    const srcs = pageScripts(html);
    expect(srcs.length, route).toBeGreaterThan(5);
    totals[route] = (await Promise.all(srcs.map(size))).reduce((a, b) => a + b, 0);
  }
  const over = Object.entries(totals).filter(([, bytes]) => bytes > BUDGET_BYTES);
  expect(over.map(([route, bytes]) => `${route}: ${bytes - BUDGET_BYTES} B over`)).toEqual([]);
});
