import { expect, test } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Made-up products and categories: 404s that leave nothing in the page cache. */
test.describe('the edges of the catalogue routes', () => {
  /**
   * Files of rendered pages in Next's file-system page cache (`.next/server/route-cache`, where
   * Next 16 writes pages rendered after the build) whose path names `token`: a page cached for a
   * made-up URL carries the URL's words in its path. Other journeys running at the same time
   * may cache their own pages meanwhile, so the probe looks for its own words only.
   */
  const cachedPagesNaming = (token: string) => {
    const root = join(process.cwd(), '.next/server/route-cache');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(html|rsc|meta|body)$/.test(f) && readable(f).toLowerCase().includes(token),
    );
  };
  /** A page's file is named by its path as Next escapes it (`shop/category%3DGiardino`): read it back. */
  const readable = (file: string) => {
    try {
      return decodeURIComponent(file);
    } catch {
      return file;
    }
  };

  test('20 made-up products and 20 made-up categories answer 404 and leave nothing in the route cache', async ({
    request,
  }) => {
    test.slow();
    const run = `probe${Date.now().toString(36)}`;
    for (let i = 0; i < 20; i++) {
      expect(
        (await request.get(`/product/fullwidth/det/${run}-${i}-abc-defghi-00000${i % 10}`)).status(),
        `product ${i}`,
      ).toBe(404);
      expect((await request.get(`/shop?category=${run}-${i}`)).status(), `category ${i}`).toBe(404);
    }
    expect(cachedPagesNaming(run)).toEqual([]);
  });

  test('20 made-up content pages and old addresses answer 404 and leave nothing in the route cache', async ({
    request,
  }) => {
    test.slow();
    const run = `probe${Date.now().toString(36)}`;
    for (let i = 0; i < 20; i++) {
      expect((await request.get(`/pages/single/${run}-${i}`)).status(), `page ${i}`).toBe(404);
      expect((await request.get(`/pages/single/guide/${run}-${i}`)).status(), `post ${i}`).toBe(404);
      expect((await request.get(`/det/${run}-${i}`)).status(), `old address ${i}`).toBe(404);
      expect((await request.get(`/product/${run}/${i}`)).status(), `malformed product ${i}`).toBe(404);
    }
    expect(cachedPagesNaming(run)).toEqual([]);
  });

  test('20 made-up price ranges and far pages are answered and leave nothing in the route cache', async ({
    request,
  }) => {
    test.slow();
    // Prices no other journey asks for (this run's own), and pages past the 50 a listing keeps.
    const run = String((Date.now() % 900_000) + 100_000);
    for (let i = 0; i < 10; i++) {
      expect((await request.get(`/shop?min_price=${run}${i}`)).status(), `price ${i}`).toBe(200);
      expect((await request.get(`/shop?category=Utensili&page=${9_101 + i}`)).status(), `page ${i}`).toBeLessThan(500);
    }
    expect([...cachedPagesNaming(`min_price=${run}`), ...cachedPagesNaming('page=91')]).toEqual([]);
  });

  test('a listing of the bounded set is kept whole after its first visit, under its own address', async ({
    request,
  }) => {
    // A page size and page no other journey asks for, so the first visit is this test's.
    const page = 40 + (Date.now() % 10);
    const address = `/shop/category=Utensili/per_page=36/page=${page}`;
    const first = await request.get(address);
    expect(first.status()).toBe(200);
    const again = await request.get(address);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(cachedPagesNaming(`category=utensili/per_page=36/page=${page}`).length).toBeGreaterThan(0);
  });

  test('a very long category answers 404, not a server error', async ({ request }) => {
    const long = `${'Categoria-molto-lunga,'.repeat(40)}Fine`;
    expect((await request.get(`/shop?category=${encodeURIComponent(long)}`)).status()).toBe(404);
  });

  test('a category of the menu lists its products; an unknown layout is a 404', async ({ request }) => {
    expect((await request.get('/shop?category=Utensili%2CUtensili-manuali')).status()).toBe(200);
    expect((await request.get('/product/no-such-layout/det/trapano-abc-defghi-000001')).status()).toBe(404);
  });
});
