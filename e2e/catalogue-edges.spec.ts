import { expect, test } from '@playwright/test';
import { keptAfterAsking } from './support/page-cache';

/** Made-up products and categories: 404s that leave nothing in the page cache. */
test.describe('the edges of the catalogue routes', () => {
  test('20 made-up products and 20 made-up categories answer 404 and are never answered from the page cache', async ({
    request,
  }) => {
    test.slow();
    const run = `probe${Date.now().toString(36)}`;
    for (let i = 0; i < 20; i++) {
      const product = await keptAfterAsking(request, `/product/fullwidth/det/${run}-${i}-abc-defghi-00000${i % 10}`);
      expect(product, `product ${i}`).toEqual({ status: 404, kept: false });
      expect(await keptAfterAsking(request, `/shop?category=${run}-${i}`), `category ${i}`).toEqual({
        status: 404,
        kept: false,
      });
    }
  });

  test('20 made-up content pages and old addresses answer 404 and are never answered from the page cache', async ({
    request,
  }) => {
    test.slow();
    const run = `probe${Date.now().toString(36)}`;
    const missing = { status: 404, kept: false };
    for (let i = 0; i < 20; i++) {
      expect(await keptAfterAsking(request, `/pages/single/${run}-${i}`), `page ${i}`).toEqual(missing);
      expect(await keptAfterAsking(request, `/pages/single/guide/${run}-${i}`), `post ${i}`).toEqual(missing);
      expect(await keptAfterAsking(request, `/det/${run}-${i}`), `old address ${i}`).toEqual(missing);
      expect(await keptAfterAsking(request, `/product/${run}/${i}`), `malformed product ${i}`).toEqual(missing);
    }
  });

  test('20 made-up price ranges and far pages are rendered anew each time', async ({ request }) => {
    test.slow();
    // Prices no other journey asks for (this run's own, within the million a price may be), and pages
    // past the 50 a listing keeps.
    const run = String((Date.now() % 900_000) + 100_000);
    for (let i = 0; i < 10; i++) {
      expect(await keptAfterAsking(request, `/shop?min_price=${run}.${i}`), `price ${i}`).toEqual({
        status: 200,
        kept: false,
      });
      const far = await keptAfterAsking(request, `/shop?category=Utensili&page=${9_101 + i}`);
      expect(far.status, `page ${i}`).toBeLessThan(500);
      expect(far.kept, `page ${i}`).toBe(false);
    }
  });

  test('a listing of the bounded set is kept whole after its first visit, under its own address', async ({
    request,
  }) => {
    // A page size and page no other journey asks for, so the first visit is this test's.
    const page = 40 + (Date.now() % 10);
    const address = `/shop/category=Utensili/per_page=36/page=${page}`;
    expect(await keptAfterAsking(request, address)).toEqual({ status: 200, kept: true });
  });

  test('a text search is kept like a listing, and a facet value too long for a file name as well', async ({
    request,
  }) => {
    const run = `trapano${Date.now().toString(36)}`;
    expect(await keptAfterAsking(request, `/shop?search_term=${run}`)).toEqual({ status: 200, kept: true });
    // 150 letters è, 1 800 characters escaped: a page file on disk could not be named after it.
    const long = encodeURIComponent(`${run}${'è'.repeat(150)}`);
    expect(await keptAfterAsking(request, `/shop/field_1_feature_s=${long}`)).toEqual({ status: 200, kept: true });
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
