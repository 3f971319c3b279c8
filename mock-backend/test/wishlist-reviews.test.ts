// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, setup, WISHLIST } from './support';

let t: ReturnType<typeof setup>;
let products: Array<{ id: string; sku: string; variants: Array<{ sku: string }> }>;
beforeAll(async () => {
  t = setup(60);
  products = (await t.call(LISTING, { per_page: 20 }, { get: true })).message.products;
  // The real index has one item per product; a variant sku (the extended profile's) comes from the database.
  for (const p of products)
    p.variants = t.db.prepare('SELECT sku FROM variant WHERE product_id = ? ORDER BY ord').all(Number(p.id)) as Array<{
      sku: string;
    }>;
});

describe('wishlist', () => {
  it('needs a JWT', async () => {
    expect((await t.call(`${WISHLIST}.get_from_wishlist`)).status).toBe(417);
    expect((await t.call(LISTING, { wishlist: 1 }, { get: true })).status).toBe(417);
  });

  it('answers the body {} when empty and when adding, lists newest first, reports removals', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    expect((await t.call(`${WISHLIST}.get_from_wishlist`, { page: 1, per_page: 10 }, { jwt })).body).toEqual({});
    const first = await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt });
    expect(first.body).toEqual({});
    t.clock.now += 1000;
    await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[7]!.sku }, { jwt });
    expect((await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt })).body).toEqual({});
    const got = await t.call(`${WISHLIST}.get_from_wishlist`, {}, { jwt });
    expect(got.message).toEqual([{ item_code: products[7]!.sku }, { item_code: products[3]!.sku }]);
    const skus = await t.call(
      LISTING,
      { skus: `${products[3]!.sku};${products[7]!.sku}`, per_page: 10 },
      { get: true },
    );
    expect(skus.message.totalCount).toBe(2);
    expect(
      (await t.call(`${WISHLIST}.remove_from_wishlist`, { item_code: products[3]!.sku }, { jwt })).message,
    ).toEqual({ status: 'success' });
    expect(
      (await t.call(`${WISHLIST}.remove_from_wishlist`, { item_code: products[3]!.sku }, { jwt })).message,
    ).toEqual({ status: 'error' });
    expect((await t.call(`${WISHLIST}.get_from_wishlist`, {}, { jwt })).message).toEqual([
      { item_code: products[7]!.sku },
    ]);
    const unknown = await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: 'NOPE-1' }, { jwt });
    expect(unknown.status).toBe(200);
    expect(unknown.message).toEqual({ status: 'error', message: 'Item not found' });
  });
});
