import { describe, expect, it } from 'vitest';
import { keptSeconds, setUpBackendTests } from './backend-setup';
import { backend, requests } from './content-support';
import { CONTRACT_REVIEWS } from './contract-product';

/** A product's reviews fed the contract's example answers (docs/backend/content.md). */

setUpBackendTests({ timeoutMs: 1_000 });

const { getItemReviews } = await import('@/lib/backend/reviews');
const { normaliseReviews } = await import('@/lib/domain/reviews');

describe('reviews', () => {
  it('reads the contract’s example: 0.8 is four stars, and the customer’s e-mail is no author', async () => {
    backend({ body: { message: CONTRACT_REVIEWS } });
    const result = await getItemReviews('FT-0425');
    expect(result.ok).toBe(true);
    const summary = normaliseReviews(
      result.ok ? result.data : { reviews: [], average_rating: 0, reviews_per_rating: [], total_reviews: 0 },
    );
    expect(summary.average).toBe(4);
    expect(summary.reviews[0]).toMatchObject({ rating: 4, author: '', createdAt: null, title: 'Ottimo' });
    expect(summary.distribution).toEqual([0, 100, 0, 0, 0]);
  });

  it('reads reviews switched off ({}, Webshop Settings "Enable Reviews" off) as off, not as none yet', async () => {
    backend({ body: { message: {} } });
    const result = await getItemReviews('FT-0425');
    expect(result.ok && result.data).toMatchObject({ total_reviews: 0, off: true });
    expect(result.ok && normaliseReviews(result.data).off).toBe(true);
    backend({
      body: { message: { reviews: [], average_rating: 0, reviews_per_rating: [0, 0, 0, 0, 0], total_reviews: 0 } },
    });
    const none = await getItemReviews('FT-0426');
    expect(none.ok && none.data.off).toBe(false);
  });

  it('keeps the product page’s reviews for every shopper, and not a read asked for from the browser', async () => {
    backend({ body: { message: CONTRACT_REVIEWS } }, { body: { message: CONTRACT_REVIEWS } });
    await getItemReviews('FT-0425');
    expect(keptSeconds).toEqual([300]);
    await getItemReviews('FT-0425', { start: 10, kept: false });
    expect(requests).toHaveLength(2);
    expect(keptSeconds).toEqual([300]);
  });
});
