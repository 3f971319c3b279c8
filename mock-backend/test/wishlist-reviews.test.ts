// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, REVIEWS, serverMessage, setup, WISHLIST } from './support';

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

  it('answers the body {} when empty and when adding, lists newest first, reports removals', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    expect((await t.call(`${WISHLIST}.get_from_wishlist`, { page: 1, per_page: 10 }, { jwt })).body).toEqual({});
    const first = await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt });
    expect(first.body).toEqual({});
    t.clock.now += 1000;
    await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[7]!.variants[0]!.sku }, { jwt });
    expect((await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: products[3]!.sku }, { jwt })).body).toEqual({});
    const got = await t.call(`${WISHLIST}.get_from_wishlist`, {}, { jwt });
    expect(got.message).toEqual([{ item_code: products[7]!.sku }, { item_code: products[3]!.sku }]);
    const skus = await t.call(LISTING, { skus: `${products[3]!.sku};${products[7]!.sku}`, per_page: 10 }, { get: true });
    expect(skus.message.totalCount).toBe(2);
    expect((await t.call(`${WISHLIST}.remove_from_wishlist`, { item_code: products[3]!.sku }, { jwt })).message).toEqual({ status: 'success' });
    expect((await t.call(`${WISHLIST}.remove_from_wishlist`, { item_code: products[3]!.sku }, { jwt })).message).toEqual({ status: 'error' });
    expect((await t.call(`${WISHLIST}.get_from_wishlist`, {}, { jwt })).message).toEqual([{ item_code: products[7]!.sku }]);
    const unknown = await t.call(`${WISHLIST}.add_to_wishlist`, { item_code: 'NOPE-1' }, { jwt });
    expect(unknown.status).toBe(200);
    expect(unknown.message).toEqual({ status: 'error', message: 'Item not found' });
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
    const listed = (await t.call(LISTING, { skus: p.sku }, { get: true })).message.products[0];
    expect(listed.reviews).toBe(summary.total_reviews);
    expect(listed.ratings).toBeCloseTo(summary.average_rating, 1);
  });
});
