/**
 * Product reviews as the product page shows them (spec section 3 "Reviews", section 7
 * `get_item_reviews`). The back-end's real quirk (backend-contract.md): ratings stored as
 * fractions of 1 (Frappe's Rating field: 0.8 = four stars) and per-star buckets all zero. The mock
 * does it right; these rules read both, so the page never shows "0.8 out of 5".
 */

export interface RawReview {
  name: string;
  item?: string | null;
  customer?: string | null;
  rating: number;
  title: string;
  comment: string;
  creation?: string | null;
}

export interface RawReviewSummary {
  reviews: RawReview[];
  average_rating: number;
  reviews_per_rating: number[];
  total_reviews: number;
}

export interface Review {
  id: string;
  author: string;
  /** Whole stars 1..5. */
  rating: number;
  title: string;
  comment: string;
  /** ISO date-time, or null when the back-end sent none. */
  createdAt: string | null;
}

export interface ReviewSummary {
  reviews: Review[];
  /** 0..5, one decimal. 0 when there are no reviews. */
  average: number;
  total: number;
  /** Share of reviews per star in whole percent, five entries, 5 stars first (as the back-end sends them). */
  distribution: [number, number, number, number, number];
}

/** Spec section 3: rating labels, 1 star first. Translation keys of the `Product` namespace. */
export const RATING_LABEL_KEYS = ['ratingVeryPoor', 'ratingNotThatBad', 'ratingAverage', 'ratingGood', 'ratingPerfect'] as const;

export function ratingLabelKey(stars: number): (typeof RATING_LABEL_KEYS)[number] {
  const index = Math.min(5, Math.max(1, Math.round(stars))) - 1;
  return RATING_LABEL_KEYS[index]!;
}

const clampStars = (n: number) => Math.min(5, Math.max(1, Math.round(n)));
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * True when the ratings are Frappe fractions: every rating is within 0..1 and at least one is
 * strictly between 0 and 1 (a 1..5 rating is a whole number of at least 1).
 */
function fractionScale(ratings: readonly number[]): boolean {
  return ratings.length > 0 && ratings.every((r) => r >= 0 && r <= 1) && ratings.some((r) => r > 0 && r < 1);
}

export function normaliseReviews(raw: RawReviewSummary): ReviewSummary {
  const fractions = fractionScale(raw.reviews.map((r) => r.rating));
  const reviews: Review[] = raw.reviews.map((r) => ({
    id: r.name,
    author: r.customer?.trim() || '',
    rating: clampStars(fractions ? r.rating * 5 : r.rating),
    title: r.title.trim(),
    comment: r.comment.trim(),
    createdAt: r.creation ?? null,
  }));
  const total = Math.max(raw.total_reviews, reviews.length);

  // An average below one star cannot come from 1..5 ratings: it is a fraction.
  let average = raw.average_rating;
  if (fractions || (average > 0 && average < 1)) average *= 5;
  if (!(average > 0) && reviews.length > 0) average = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  average = total === 0 ? 0 : round1(Math.min(5, Math.max(0, average)));

  let distribution = raw.reviews_per_rating.slice(0, 5).map((p) => (Number.isFinite(p) ? Math.min(100, Math.max(0, Math.round(p))) : 0));
  while (distribution.length < 5) distribution.push(0);
  // Real quirk: buckets all zero while reviews exist. Count the reviews we have instead.
  if (reviews.length > 0 && distribution.every((p) => p === 0)) distribution = distributionOf(reviews.map((r) => r.rating));
  return { reviews, average, total, distribution: distribution as ReviewSummary['distribution'] };
}

/** Whole-percent share of each star value (5 stars first). */
export function distributionOf(ratings: readonly number[]): [number, number, number, number, number] {
  const counts = [0, 0, 0, 0, 0];
  for (const r of ratings) counts[5 - clampStars(r)]! += 1;
  const n = ratings.length;
  return counts.map((c) => (n === 0 ? 0 : Math.round((c / n) * 100))) as [number, number, number, number, number];
}

/**
 * The summary after the shopper's own review is added on the page (the back-end's answer may
 * lag behind a cache): the review goes first, the total and average move with it.
 */
export function withNewReview(summary: ReviewSummary, review: Review): ReviewSummary {
  if (summary.reviews.some((r) => r.id === review.id)) return summary;
  const total = summary.total + 1;
  const average = round1((summary.average * summary.total + review.rating) / total);
  const counts = summary.distribution.map((p) => (p / 100) * summary.total);
  counts[5 - review.rating] = (counts[5 - review.rating] ?? 0) + 1;
  const distribution = counts.map((c) => Math.round((c / total) * 100)) as ReviewSummary['distribution'];
  return { reviews: [review, ...summary.reviews], average, total, distribution };
}
