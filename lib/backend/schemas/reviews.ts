import { z } from 'zod';
import { lenientArray, text } from './common';

const rating = z.coerce.number().min(0).max(5);

export const reviewSchema = z.object({
  name: z.union([z.string(), z.number()]).transform(String),
  item: z.string().nullish(),
  customer: z.string().nullish(),
  rating,
  title: text,
  comment: text,
  creation: z.string().nullish(),
});

/** `get_item_reviews`; an item without reviews may answer `{}` (Frappe's "nothing"). */
export const reviewSummarySchema = z.object({
  reviews: lenientArray(reviewSchema),
  average_rating: z.coerce.number().min(0).max(5).catch(0),
  reviews_per_rating: z.array(z.coerce.number().catch(0)).nullish().transform((v) => v ?? []),
  total_reviews: z.coerce.number().int().min(0).catch(0),
});

/** `add_item_review` answers the stored review, or nothing useful: both are fine. */
export const addedReviewSchema = z
  .union([reviewSchema, z.object({ review: reviewSchema }).transform((v) => v.review), z.unknown().transform(() => null)])
  .nullable();
