import 'server-only';
import { call } from './call';
import { REVIEWS_READ } from '@/lib/domain/reviews';
import { addedReviewSchema, reviewSummarySchema } from './schemas/reviews';
import { METHODS } from './methods';

/** Cache tag of an item's reviews: the review server action refreshes it after a post. */
export const reviewsTag = (itemCode: string) => `reviews:${itemCode}`;

/**
 * `get_item_reviews` (item_code = the product's sku; `end` is the page length). Public, never with
 * the shopper's JWT. Kept in the data cache for the product page, which renders only for products
 * the back-end knows; not kept (`kept: false`) when checking what a post did, or for the next
 * pages asked from the browser, whose item and start anyone could make up.
 */
export function getItemReviews(
  itemCode: string,
  { start = 0, length = REVIEWS_READ, kept = true }: { start?: number; length?: number; kept?: boolean } = {},
) {
  return call({
    path: METHODS.reviews,
    method: 'POST',
    params: { item_code: itemCode, start, end: length },
    schema: reviewSummarySchema,
    cache: kept ? { revalidate: 300, tags: ['reviews', reviewsTag(itemCode)] } : 'no-store',
  });
}

export interface NewItemReview {
  item_code: string;
  /** Whole stars, sent as a JSON number (a string fails on the back-end). */
  rating: number;
  title: string;
  comment: string;
}

/** `add_item_review`: the shopper's JWT is required; the answer says nothing about what happened. */
export function addItemReview(review: NewItemReview) {
  return call({
    path: METHODS.addReview,
    method: 'POST',
    params: { ...review },
    schema: addedReviewSchema,
    session: 'required',
  });
}
