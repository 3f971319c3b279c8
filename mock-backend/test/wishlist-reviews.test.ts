// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, REVIEWS, serverMessage, setup, WISHLIST } from './support';

let t: ReturnType<typeof setup>;
let products: Array<{ id: string; sku: string; variants: Array<{ sku: string }> }>;
beforeAll(async () => {
  t = setup(60);
  products = (await t.call(LISTING, { per_page: 20 }, { get: true })).message.products;
  // The real index has one item per product; a variant sku (the extended profile's) comes from the database.
  for (const p of products) p.variants = t.db.prepare('SELECT sku FROM variant WHERE product_id = ? ORDER BY ord').all(Number(p.id)) as Array<{ sku: string }>;
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

describe('reviews', () => {
  it('answers reviews with average, per-star percentages (5 stars first) and total', async () => {
    const r = await t.call(`${REVIEWS}.get_item_reviews`, { item_code: products[0]!.sku, start: 0, end: 3 });
    expect(r.status).toBe(200);
    const m = r.message;
    expect(m.total_reviews).toBeGreaterThan(3);
    expect(m.reviews).toHaveLength(3);
    expect(m.reviews[0]).toEqual({
      name: expect.stringMatching(/^REV-/),
      item: products[0]!.sku,
      customer: expect.any(String),
      rating: expect.any(Number),
      title: expect.any(String),
      comment: expect.any(String),
      creation: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(m.reviews_per_rating).toHaveLength(5);
    expect(m.average_rating).toBeGreaterThan(0);
    expect(m.average_rating).toBeLessThanOrEqual(5);
    const sum = m.reviews_per_rating.reduce((a: number, b: number) => a + b, 0);
    expect(sum).toBeGreaterThanOrEqual(98);
    expect(sum).toBeLessThanOrEqual(102);
  });

  it('validates a new review and allows one per customer per item', async () => {
    const jwt = await t.signIn();
    const item_code = products[5]!.sku;
    const good = { item_code, rating: 4, title: 'Solid drill', comment: 'Works well for shelves and small jobs.' };
    expect((await t.call(`${REVIEWS}.add_item_review`, good)).status).toBe(417);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 'five' }, { title: 'ok' }, { title: 'x'.repeat(121) }, { comment: 'too short' }, { comment: 'x'.repeat(2001) }]) {
      const r = await t.call(`${REVIEWS}.add_item_review`, { ...good, ...bad }, { jwt });
      expect(r.status, JSON.stringify(bad)).toBe(417);
      expect(serverMessage(r.body)).toBeTruthy();
    }
    const before = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code })).message.total_reviews;
    const added = await t.call(`${REVIEWS}.add_item_review`, { ...good, rating: '5' }, { jwt });
    expect(added.status).toBe(200);
    expect(added.message).toMatchObject({ item: item_code, rating: 5, customer: 'Mario Rossi' });
    const after = await t.call(`${REVIEWS}.get_item_reviews`, { item_code });
    expect(after.message.total_reviews).toBe(before + 1);
    expect(after.message.reviews[0].name).toBe(added.message.name);
    const dup = await t.call(`${REVIEWS}.add_item_review`, good, { jwt });
    expect(dup.status).toBe(409);
    expect(dup.body.exc_type).toBe('DuplicateEntryError');

    // someone else cannot delete it; the author can
    const jana = await t.signIn('jana.novak@example.com');
    expect((await t.call(`${REVIEWS}.delete_item_review`, { name: added.message.name }, { jwt: jana })).status).toBe(403);
    expect((await t.call(`${REVIEWS}.delete_item_review`, { name: added.message.name }, { jwt })).status).toBe(200);
    expect((await t.call(`${REVIEWS}.get_item_reviews`, { item_code })).message.total_reviews).toBe(before);
    expect((await t.call(`${REVIEWS}.add_item_review`, { ...good, item_code: 'NOPE-1' }, { jwt })).status).toBe(404);
  });

  it('keeps the product rating in step with its reviews', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    const p = products[15]!;
    await t.call(`${REVIEWS}.add_item_review`, { item_code: p.sku, rating: 1, title: 'Not for me', comment: 'It broke after two days of use.' }, { jwt });
    const summary = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code: p.sku })).message;
    // The listing's ratings/reviews are constants on the real back-end; the database row keeps the summary.
    const row = t.db.prepare('SELECT rating, reviews FROM product WHERE sku = ?').get(p.sku) as { rating: number; reviews: number };
    expect(row.reviews).toBe(summary.total_reviews);
    expect(row.rating).toBeCloseTo(summary.average_rating, 1);
  });
});
