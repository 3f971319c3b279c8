// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, setup, WISHLIST } from './support';

let t: ReturnType<typeof setup>;
let products: Array<{ id: number; sku: string; variants: Array<{ sku: string }> }>;
beforeAll(async () => {
  t = setup(60);
  products = (await t.call(LISTING, { per_page: 20 }, { get: true })).message.products;
});

describe('wishlist', () => {
  it('needs a JWT', async () => {
    expect((await t.call(`${WISHLIST}.get_from_wishlist`)).status).toBe(417);
    expect((await t.call(LISTING, { wishlist: 1 }, { get: true })).status).toBe(417);
  });

  it('answers {} when empty, adds and removes by item code, and lists full products with wishlist=1', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    expect((await t.call(`${WISHLIST}.get_from_wishlist`, { page: 1, per_page: 10 }, { jwt })).message).toEqual({});
    await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt });
    await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[7]!.variants[0]!.sku }, { jwt });
    await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt });
    const got = await t.call(`${WISHLIST}.get_from_wishlist`, { page: 1, per_page: 10 }, { jwt });
    expect((got.message as Array<{ item_code: string }>).map((x) => x.item_code).sort()).toEqual([products[3]!.sku, products[7]!.sku].sort());
    const full = await t.call(LISTING, { wishlist: 1 }, { get: true, jwt });
    expect(full.message.totalCount).toBe(2);
    await t.call(`${WISHLIST}.remove_from_wishlist`, { item_code: products[3]!.sku }, { jwt });
    const after = await t.call(`${WISHLIST}.get_from_wishlist`, {}, { jwt });
    expect(after.message).toEqual([{ item_code: products[7]!.sku }]);
    expect((await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: 'NOPE-1' }, { jwt })).status).toBe(404);
  });
});
