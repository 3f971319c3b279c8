import { expect, test } from '@playwright/test';
import { listingCall } from './support/catalogue';

/**
 * app/sitemap.xml + app/sitemaps/sitemap.ts: robots.txt points at a sitemap index, and the files it
 * lists hold every product of the back-end's catalogue exactly once, at the product page's address.
 */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test('every product of the catalogue is in exactly one sitemap file', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locs(indexXml);
  expect(files).toContain('/sitemaps/sitemap/pages.xml');

  const addresses: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const fileLocs = locs(await response.text());
    expect(fileLocs.length, file).toBeLessThanOrEqual(50_000);
    addresses.push(...fileLocs);
  }
  const products = addresses.filter((a) => a.startsWith('/product/'));
  expect(new Set(products).size).toBe(products.length);

  const { body } = await listingCall<{ message: { totalCount: number; products: Array<{ slug: string }> } }>({
    page: 1,
    per_page: 1000,
  });
  expect(body.message.totalCount).toBeLessThanOrEqual(1000);
  const expected = body.message.products.map((p) => `/product/fullwidth/${p.slug}`);
  expect(products.sort()).toEqual(expected.sort());
  expect(addresses).toContain('/pages/blog');

  // A page a shopper opens from the sitemap is the product page.
  const opened = await request.get(products[0]!);
  expect(opened.status()).toBe(200);
});
