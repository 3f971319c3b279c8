// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING, REVIEWS, setup } from './support';

let t: ReturnType<typeof setup>;
let products: Array<{ sku: string }>;
beforeAll(async () => {
  t = setup(60);
  products = (await t.call(LISTING, { per_page: 20 }, { get: true })).message.products;
});

describe('reviews as the real back-end answers them', () => {
  it('rates on the stars ÷ 5 scale, without dates or author names, and counts only five stars per bucket', async () => {
    const r = await t.call(`${REVIEWS}.get_item_reviews`, { item_code: products[0]!.sku, start: 0, end: 3 });
    expect(r.status).toBe(200);
    const m = r.message;
    expect(m.reviews.length).toBeLessThanOrEqual(3);
    expect(m.total_reviews).toBeGreaterThan(0);
    for (const review of m.reviews) {
      expect(Object.keys(review).sort()).toEqual(['comment', 'customer', 'item', 'name', 'rating', 'title']);
      expect([0.2, 0.4, 0.6, 0.8, 1]).toContain(review.rating);
      expect(review.customer).toContain('@');
    }
    expect(m.average_rating).toBeGreaterThan(0);
    expect(m.average_rating).toBeLessThanOrEqual(1);
    expect(m.average_whole_rating).toBe(Math.round(m.average_rating));
    expect(m.reviews_per_rating.slice(1)).toEqual([0, 0, 0, 0]);
  });

  it('"end" is the page length, not an end index', async () => {
    const page2 = await t.call(`${REVIEWS}.get_item_reviews`, { item_code: products[0]!.sku, start: 2, end: 2 });
    expect(page2.message.reviews.length).toBe(Math.min(2, Math.max(0, page2.message.total_reviews - 2)));
  });

  it('seeds one product with more reviews than a page, paged newest first without overlap', async () => {
    const counts = await Promise.all(
      products.map(
        async (p) =>
          (await t.call(`${REVIEWS}.get_item_reviews`, { item_code: p.sku })).message.total_reviews as number,
      ),
    );
    const index = counts.findIndex((n) => n > 20);
    expect(index).toBeGreaterThanOrEqual(0);
    const item_code = products[index]!.sku;
    const first = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code, start: 0, end: 20 })).message;
    const rest = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code, start: 20, end: 20 })).message;
    expect(first.reviews).toHaveLength(20);
    expect(rest.reviews).toHaveLength(first.total_reviews - 20);
    const names = [...first.reviews, ...rest.reviews].map((r: { name: string }) => r.name);
    expect(new Set(names).size).toBe(first.total_reviews);
  });

  it('adds a review as {} (stored as stars ÷ 5), ignores a second one silently and deletes by item_code', async () => {
    const jwt = await t.signIn();
    const item_code = products[5]!.sku;
    const before = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code })).message.total_reviews;
    const added = await t.call(
      `${REVIEWS}.add_item_review`,
      { item_code, rating: 4, title: 'Ottimo', comment: 'Potente e leggero' },
      { jwt },
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({});
    const after = (await t.call(`${REVIEWS}.get_item_reviews`, { item_code })).message;
    expect(after.total_reviews).toBe(before + 1);
    expect(after.reviews[0]).toMatchObject({ customer: 'mario.rossi@example.com', rating: 0.8, title: 'Ottimo' });

    const second = await t.call(
      `${REVIEWS}.add_item_review`,
      { item_code, rating: 1, title: 'Ci ho ripensato', comment: 'No' },
      { jwt },
    );
    expect(second.body).toEqual({});
    expect((await t.call(`${REVIEWS}.get_item_reviews`, { item_code })).message.total_reviews).toBe(before + 1);

    const deleted = await t.call(`${REVIEWS}.delete_item_review`, { item_code }, { jwt });
    expect(deleted.message).toEqual({ status: 'success', message: 'Item review deleted successfully.' });
    const again = await t.call(`${REVIEWS}.delete_item_review`, { item_code }, { jwt });
    expect(again.message.status).toBe('error');
  });

  it('needs the JWT and a JSON number rating', async () => {
    expect(
      (await t.call(`${REVIEWS}.add_item_review`, { item_code: products[1]!.sku, rating: 5, title: 'x' })).status,
    ).toBe(417);
    const jwt = await t.signIn();
    expect(
      (await t.call(`${REVIEWS}.add_item_review`, { item_code: products[1]!.sku, rating: '5', title: 'x' }, { jwt }))
        .status,
    ).toBe(500);
  });
});
