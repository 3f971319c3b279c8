import 'server-only';
import { call } from './call';
import { addedReviewSchema, reviewSummarySchema } from './schemas/reviews';

/** Cache tag of an item's reviews: the review server action refreshes it after a post. */
export const reviewsTag = (itemCode: string) => `reviews:${itemCode}`;

/** Spec §7 `get_item_reviews` (item_code = the product's sku). Public: cached, never with the shopper's JWT. */
export function getItemReviews(itemCode: string, { start = 0, end = 20 }: { start?: number; end?: number } = {}) {
  return call({
    path: 'mymb_ecommerce.mymb_ecommerce.item_review.get_item_reviews',
    method: 'POST',
    params: { item_code: itemCode, start, end },
    schema: reviewSummarySchema,
    cache: { revalidate: 300, tags: ['reviews', reviewsTag(itemCode)] },
  });
}

export interface NewItemReview {
  item_code: string;
  rating: number;
  title: string;
  comment: string;
}

/** Spec §7 `add_item_review`: the shopper's JWT is required; one review per customer per item (409). */
export function addItemReview(review: NewItemReview) {
  return call({
    path: 'mymb_ecommerce.mymb_ecommerce.item_review.add_item_review',
    method: 'POST',
    params: { ...review },
    schema: addedReviewSchema,
    session: 'required',
  });
}
