import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HTML_BUDGET_BYTES, pageScripts, SCRIPT_BUDGET_KIB } from './support/page-scripts.mjs';

/**
 * The page budgets (docs/performance.md), which `bench/first-load-js.mjs` prints for every route,
 * signed-in ones too; these journeys keep a change from landing over them unnoticed.
 *
 * The first-load budget: the scripts a page loads, each gzip -9, at most 166 KiB on every public
 * route, as a reader pulled into the product page's first load once nearly exceeded.
 */
const BUDGET_BYTES = SCRIPT_BUDGET_KIB * 1024;
const ROUTES = ['/', '/shop', '/shop/list', '/pages/cart', '/pages/withdrawal', '/pages/contact-us', '/no-such-page'];

/** A product page's address, from the listing. */
async function productPath(request: APIRequestContext): Promise<string> {
  const listing = await (await request.get('/shop')).text();
  return /href="(\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+)"/.exec(listing)![1]!;
}

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
  const product = await productPath(request);
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

/**
 * The HTML budget: a public page's own HTML, as a server gzips it, at most 25 KB in each of the
 * shop's languages. Slovak is the heaviest (longer words, two-byte letters, in the markup and
 * again in the payload), and went over on the listings and the product page before anyone
 * weighed it; the pages' slack is a few hundred bytes, so a row added to every page shows here.
 */
const PUBLIC_PAGES = [
  ...ROUTES,
  '/pages/blog',
  '/pages/about-us',
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/track-order',
  '/pages/accessibility',
  '/pages/single/terms-and-conditions',
];

test('every public page’s HTML is at most 25 KB gzip, in Italian, English and Slovak', async ({ request }) => {
  const pages = [...PUBLIC_PAGES, await productPath(request)];
  const over: string[] = [];
  for (const locale of ['it', 'en', 'sk'])
    for (const route of pages) {
      const res = await request.get(route, { maxRedirects: 0, headers: { cookie: `NEXT_LOCALE=${locale}` } });
      expect([200, 404], `${locale} ${route}`).toContain(res.status());
      const html = await res.text();
      expect(html, `${locale} ${route}`).toContain(`<html lang="${locale}"`);
      const bytes = gzipSync(html).length;
      if (bytes > HTML_BUDGET_BYTES) over.push(`${locale} ${route}: ${bytes - HTML_BUDGET_BYTES} B over`);
    }
  expect(over).toEqual([]);
});
