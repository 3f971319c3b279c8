import { describe, expect, it } from 'vitest';
import { distributionOf, normaliseReviews, ratingLabelKey, withNewReview, type RawReview } from '@/lib/domain/reviews';

const review = (name: string, rating: number): RawReview => ({ name, customer: 'Mario Rossi', rating, title: 'Good', comment: 'Does the job well.', creation: '2026-11-01 10:00:00' });

describe('reviews as the back-end sends them', () => {
  it('keeps 1..5 ratings and the back-end’s summary as they are', () => {
    const s = normaliseReviews({ reviews: [review('a', 5), review('b', 4)], average_rating: 4.5, reviews_per_rating: [50, 50, 0, 0, 0], total_reviews: 2 });
    expect(s.reviews.map((r) => r.rating)).toEqual([5, 4]);
    expect(s.average).toBe(4.5);
    expect(s.total).toBe(2);
    expect(s.distribution).toEqual([50, 50, 0, 0, 0]);
  });

  it('reads the real back-end’s fractions (0.8 = four stars) and its empty per-star buckets', () => {
    const s = normaliseReviews({ reviews: [review('a', 1), review('b', 0.8), review('c', 0.6)], average_rating: 0.8, reviews_per_rating: [0, 0, 0, 0, 0], total_reviews: 3 });
    expect(s.reviews.map((r) => r.rating)).toEqual([5, 4, 3]);
    expect(s.average).toBe(4);
    expect(s.distribution).toEqual([33, 33, 33, 0, 0]);
  });

  it('shows zero and no average when there are no reviews', () => {
    const s = normaliseReviews({ reviews: [], average_rating: 0, reviews_per_rating: [], total_reviews: 0 });
    expect(s).toEqual({ reviews: [], average: 0, total: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('gives the rating labels of the specification, one star first', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabelKey)).toEqual(['ratingVeryPoor', 'ratingNotThatBad', 'ratingAverage', 'ratingGood', 'ratingPerfect']);
  });

  it('adds the shopper’s new review on top, moving total, average and distribution', () => {
    const before = normaliseReviews({ reviews: [review('a', 4)], average_rating: 4, reviews_per_rating: [0, 100, 0, 0, 0], total_reviews: 1 });
    const after = withNewReview(before, { id: 'new', author: 'Me', rating: 2, title: 'Meh', comment: 'Broke after a week.', createdAt: null });
    expect(after.reviews[0]!.id).toBe('new');
    expect(after.total).toBe(2);
    expect(after.average).toBe(3);
    expect(after.distribution).toEqual([0, 50, 0, 50, 0]);
    expect(withNewReview(after, after.reviews[0]!)).toBe(after);
  });

  it('counts a distribution in whole percent', () => {
    expect(distributionOf([5, 5, 4, 1])).toEqual([50, 25, 0, 0, 25]);
  });
});
