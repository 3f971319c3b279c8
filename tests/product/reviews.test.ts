import { describe, expect, it } from 'vitest';
import {
  distributionOf,
  nextReviewsStart,
  normaliseReviews,
  ratingLabelKey,
  REVIEWS_PER_PAGE,
  reviewsShown,
  starsOf,
  statsOf,
  withNewRating,
  type RawReview,
} from '@/lib/domain/reviews';

/** A review as the real back-end sends it: rating = stars ÷ 5, customer = the shopper's e-mail, no date. */
const review = (name: string, rating: number): RawReview => ({
  name,
  customer: 'mario.rossi@example.com',
  rating,
  title: 'Ottimo',
  comment: 'Potente e leggero',
});

describe('reviews as the back-end sends them', () => {
  it('reads ratings on the stars ÷ 5 scale, a five-star review included', () => {
    expect([0.2, 0.4, 0.6, 0.8, 1].map(starsOf)).toEqual([1, 2, 3, 4, 5]);
    const s = normaliseReviews({
      reviews: [review('a', 1), review('b', 1)],
      average_rating: 1,
      reviews_per_rating: [100, 0, 0, 0, 0],
      total_reviews: 2,
    });
    expect(s.reviews.map((r) => r.rating)).toEqual([5, 5]);
    expect(s.average).toBe(5);
  });

  it('counts the average and the stars from the reviews when it has them all (the back-end fills only the five-star bucket)', () => {
    const s = normaliseReviews({
      reviews: [review('a', 1), review('b', 0.8), review('c', 0.6)],
      average_rating: 0.8,
      reviews_per_rating: [33, 0, 0, 0, 0],
      total_reviews: 3,
    });
    expect(s.average).toBe(4);
    expect(s.distribution).toEqual([33, 33, 33, 0, 0]);
  });

  it('uses the back-end’s average (× 5) and five-star share when only a page of reviews is at hand', () => {
    const s = normaliseReviews({
      reviews: [review('a', 0.8), review('b', 0.4)],
      average_rating: 0.9,
      reviews_per_rating: [60, 0, 0, 0, 0],
      total_reviews: 10,
    });
    expect(s.total).toBe(10);
    expect(s.average).toBe(4.5);
    expect(s.distribution).toEqual([60, 20, 0, 20, 0]);
  });

  it('never shows the customer’s e-mail as the author, and has no date when the back-end sends none', () => {
    const s = normaliseReviews({
      reviews: [review('a', 0.8)],
      average_rating: 0.8,
      reviews_per_rating: [0, 0, 0, 0, 0],
      total_reviews: 1,
    });
    expect(s.reviews[0]).toMatchObject({ author: '', createdAt: null });
    const named = normaliseReviews({
      reviews: [{ ...review('b', 0.8), customer: 'Ferramenta Rossi' }],
      average_rating: 0.8,
      reviews_per_rating: [],
      total_reviews: 1,
    });
    expect(named.reviews[0]!.author).toBe('Ferramenta Rossi');
  });

  it('shows zero and no average when there are no reviews', () => {
    const s = normaliseReviews({ reviews: [], average_rating: 0, reviews_per_rating: [], total_reviews: 0 });
    expect(s).toEqual({ reviews: [], average: 0, total: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('gives the five rating labels, Very poor to Perfect, one star first', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabelKey)).toEqual([
      'ratingVeryPoor',
      'ratingNotThatBad',
      'ratingAverage',
      'ratingGood',
      'ratingPerfect',
    ]);
  });

  it('counts the shopper’s new review in total, average and distribution', () => {
    const before = statsOf(
      normaliseReviews({
        reviews: [review('a', 0.8)],
        average_rating: 0.8,
        reviews_per_rating: [0, 0, 0, 0, 0],
        total_reviews: 1,
      }),
    );
    expect(before).not.toHaveProperty('reviews');
    const after = withNewRating(before, 2);
    expect(after.total).toBe(2);
    expect(after.average).toBe(3);
    expect(after.distribution).toEqual([0, 50, 0, 50, 0]);
  });

  it('counts a distribution in whole percent', () => {
    expect(distributionOf([5, 5, 4, 1])).toEqual([50, 25, 0, 0, 25]);
  });
});

describe('paging through reviews', () => {
  it('shows twenty at a time, and no more than are at hand', () => {
    expect(reviewsShown(1, 50)).toBe(REVIEWS_PER_PAGE);
    expect(reviewsShown(2, 50)).toBe(40);
    expect(reviewsShown(3, 50)).toBe(50);
    expect(reviewsShown(1, 7)).toBe(7);
  });

  it('reads the next page from the back-end only when the shopper wants more than is at hand and more exist', () => {
    expect(nextReviewsStart(2, 50, 120)).toBeNull();
    expect(nextReviewsStart(3, 50, 120)).toBe(50);
    expect(nextReviewsStart(3, 50, 50)).toBeNull();
    expect(nextReviewsStart(2, 20, 27)).toBe(20);
  });
});
