/**
 * Product reviews as the product page shows them (docs/backend/content.md "reviews"). The back-end
 * stores a rating as stars ÷ 5 (a Frappe Rating: 0.8 = four stars), averages on that scale with one
 * decimal, fills only the five-star bucket, and sends no dates and no author names: its `customer`
 * is the shopper's e-mail, which is never shown.
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
  /** The shop has reviews switched off (the back-end answered `{}`). */
  off?: boolean;
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
  /** The shop has reviews switched off: nothing to show, nothing to write. */
  off?: boolean;
}

/** The shop's rating labels, 1 star first. Translation keys of the `Product` namespace. */
export const RATING_LABEL_KEYS = [
  'ratingVeryPoor',
  'ratingNotThatBad',
  'ratingAverage',
  'ratingGood',
  'ratingPerfect',
] as const;

export function ratingLabelKey(stars: number): (typeof RATING_LABEL_KEYS)[number] {
  const index = Math.min(5, Math.max(1, Math.round(stars))) - 1;
  return RATING_LABEL_KEYS[index]!;
}

const clampStars = (n: number) => Math.min(5, Math.max(1, Math.round(n)));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A Rating value (0.2 … 1.0) in whole stars. */
export function starsOf(rating: number): number {
  return clampStars(rating * 5);
}

/** A Customer's name is shown only when it is not an e-mail address (registration makes it one). */
function displayName(customer: string | null | undefined): string {
  const name = customer?.trim() ?? '';
  return name.includes('@') ? '' : name;
}

export function normaliseReviews(raw: RawReviewSummary): ReviewSummary {
  const reviews: Review[] = raw.reviews.map((r) => ({
    id: r.name,
    author: displayName(r.customer),
    rating: starsOf(r.rating),
    title: r.title.trim(),
    comment: r.comment.trim(),
    createdAt: r.creation ?? null,
  }));
  const total = Math.max(raw.total_reviews, reviews.length);
  const all = reviews.length >= total;
  if (raw.off) return { reviews: [], average: 0, total: 0, distribution: [0, 0, 0, 0, 0], off: true };
  if (total === 0) return { reviews, average: 0, total: 0, distribution: [0, 0, 0, 0, 0] };

  // With every review at hand, count exactly; otherwise the back-end's one-decimal average (× 5)
  // and its five-star share, with the other stars shared out as on this page.
  const ratings = reviews.map((r) => r.rating);
  const average = all
    ? round1(ratings.reduce((s, r) => s + r, 0) / ratings.length)
    : round1(Math.min(5, Math.max(0, raw.average_rating * 5)));
  let distribution = distributionOf(ratings);
  const fives = raw.reviews_per_rating[0];
  if (!all && fives !== undefined && Number.isFinite(fives)) {
    const rest = distribution.slice(1).reduce((s, p) => s + p, 0);
    const share = Math.min(100, Math.max(0, Math.round(fives)));
    distribution = [
      share,
      ...distribution.slice(1).map((p) => (rest ? Math.round((p / rest) * (100 - share)) : 0)),
    ] as ReviewSummary['distribution'];
  }
  return { reviews, average, total, distribution };
}

/** Whole-percent share of each star value (5 stars first). */
export function distributionOf(ratings: readonly number[]): [number, number, number, number, number] {
  const counts = [0, 0, 0, 0, 0];
  for (const r of ratings) counts[5 - clampStars(r)]! += 1;
  const n = ratings.length;
  return counts.map((c) => (n === 0 ? 0 : Math.round((c / n) * 100))) as [number, number, number, number, number];
}

/**
 * What the product page sends with itself: the summary without its reviews. The reviews are read
 * when the shopper first shows them (a hidden tab's twenty reviews are most of a product page's
 * weight, and most shoppers never open it).
 */
export type ReviewStats = Omit<ReviewSummary, 'reviews'>;

export function statsOf({ reviews: _reviews, ...stats }: ReviewSummary): ReviewStats {
  return stats;
}

/**
 * The stats after the shopper's own review is added on the page (the back-end's answer may lag
 * behind a cache): the total and average move with its rating.
 */
export function withNewRating(stats: ReviewStats, rating: number): ReviewStats {
  const total = stats.total + 1;
  const average = round1((stats.average * stats.total + rating) / total);
  const counts = stats.distribution.map((p) => (p / 100) * stats.total);
  counts[5 - rating] = (counts[5 - rating] ?? 0) + 1;
  const distribution = counts.map((c) => Math.round((c / total) * 100)) as ReviewSummary['distribution'];
  return { ...stats, average, total, distribution };
}

/** The same review, by the back-end's name or, for one just posted and not yet named, by its words. */
export function sameReview(a: Review, b: Review): boolean {
  return a.id === b.id || (a.title === b.title && a.comment === b.comment);
}

/** The product whose reviews the browser reads: by its slug as its page read them, by its sku after. */
export interface ReviewedProduct {
  sku: string;
  slug: string;
}

/**
 * Where the browser reads a product's reviews from `start`: the first page is its page's own read
 * (kept on the server, and counted by the page's stars), the next ones are asked of the back-end.
 */
export function reviewsPageUrl(product: ReviewedProduct, locale: string, start: number): string {
  return start === 0
    ? `/api/product/reviews?${new URLSearchParams({ slug: product.slug, locale })}`
    : `/api/reviews/${encodeURIComponent(product.sku)}?start=${start}`;
}

/** One page of an item's reviews, newest first, as "Show more reviews" reads it. */
export interface ReviewsPage {
  reviews: Review[];
  total: number;
}

/** Reviews read from the back-end at once: enough to count the stars exactly on most products. */
export const REVIEWS_READ = 50;

/** Reviews shown at once on the product page; "Show more reviews" adds as many again. */
export const REVIEWS_PER_PAGE = 20;

/** How many reviews the shopper sees after asking for `pages` pages: the rest wait for the back-end's next page. */
export function reviewsShown(pages: number, atHand: number): number {
  return Math.min(pages * REVIEWS_PER_PAGE, atHand);
}

/** Where the next read starts when the shopper wants `pages` pages, or null when none is needed. */
export function nextReviewsStart(pages: number, atHand: number, total: number): number | null {
  return pages * REVIEWS_PER_PAGE > atHand && atHand < total ? atHand : null;
}
