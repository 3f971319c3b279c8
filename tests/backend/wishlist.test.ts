// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, reply, sentUrl, sentBody, failure, setUpAccountTests } from './account-support';

/** The contract's real answers (docs/backend/account.md) about the wishlist, with `fetch` stubbed. */
setUpAccountTests();

const { getWishlistCodes, addToWishlist, removeFromWishlist, readWishlistPage } = await import('@/lib/backend/account');

afterEach(() => vi.useRealTimers());

describe('wishlist', () => {
  const codes = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ item_code: `FT-${String(from + i).padStart(4, '0')}` }));

  it('reads the empty wishlist, answered as the body {}', async () => {
    answer({ body: {} });
    expect(await getWishlistCodes()).toEqual({ ok: true, data: [] });
    expect(sentBody()).not.toHaveProperty('user');
  });

  it('reads every page until a short one, newest first as the back-end orders them', async () => {
    const fetchMock = answer({ body: { message: codes(100) } }, { body: { message: codes(3, 100) } });
    const result = await getWishlistCodes();
    expect(result.ok && result.data).toHaveLength(103);
    expect(result.ok && result.data[0]).toBe('FT-0000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives all its calls one deadline, not one each', async () => {
    // The deadline is on the monotonic clock (a page's shell may not read Date.now()).
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const fetchMock = vi.fn(async () => {
      now += 3_000;
      return reply({ body: { message: codes(100) } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = await getWishlistCodes(now + 8_000);
    expect(failure(result)).toMatchObject({ kind: 'unavailable' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('adds (body {} also when already there) and reports a code that is not an Item', async () => {
    answer({ body: {} });
    expect(await addToWishlist('FT-0425')).toEqual({ ok: true, data: null });
    answer({ body: { message: { status: 'error', message: 'Item not found' } } });
    expect(failure(await addToWishlist('NOPE'))).toMatchObject({ kind: 'not-found' });
  });

  it('removes, and takes "it was not there" as done', async () => {
    answer({ body: { message: { status: 'success' } } });
    expect((await removeFromWishlist('FT-0425')).ok).toBe(true);
    answer({ body: { message: { status: 'error' } } });
    expect((await removeFromWishlist('FT-0425')).ok).toBe(true);
  });

  it('reads the products of a page with skus=, in wishlist order, never with wishlist=1', async () => {
    const product = (sku: string) => ({
      id: sku,
      sku,
      name: `Prodotto ${sku}`,
      slug: `det/prodotto-${sku.toLowerCase()}`,
      price: 10,
      sale_price: null,
      is_sale: false,
      stock: 3,
    });
    answer(
      { body: { message: [{ item_code: 'B-2' }, { item_code: 'A-1' }, { item_code: 'GONE-9' }] } },
      {
        body: {
          message: {
            totalCount: 2,
            current_page: 1,
            pages: 1,
            per_page: 3,
            is_last: true,
            products: [product('A-1'), product('B-2')],
          },
        },
      },
    );
    const result = await readWishlistPage('it', 1);
    expect(result.ok && result.data.products.map((p) => p.sku)).toEqual(['B-2', 'A-1']);
    expect(result.ok && result.data.totalCount).toBe(3);
    const listing = sentUrl(1);
    expect(listing.pathname).toBe('/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop');
    expect(listing.searchParams.get('skus')).toBe('B-2;A-1;GONE-9');
    expect(listing.searchParams.has('wishlist')).toBe(false);
  });

  it('asks the listing nothing when the wishlist is empty (wishlist=1 would answer the whole catalogue)', async () => {
    const fetchMock = answer({ body: {} });
    expect(await readWishlistPage('it', 1)).toEqual({ ok: true, data: { products: [], totalCount: 0, pages: 0 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
