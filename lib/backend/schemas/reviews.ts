import { z } from 'zod';
import { lenientArray, text } from './common';

/**
 * `get_item_reviews` (docs/backend/content.md "reviews"): ratings are Frappe Rating values, stars ÷ 5
 * (0.2 … 1.0), and so is `average_rating`; no dates and no author names (`customer` is the
 * Customer's name, which is the shopper's e-mail).
 */
const fraction = z.coerce.number().min(0).max(1);

const reviewSchema = z.object({
  name: z.union([z.string(), z.number()]).transform(String),
  item: z.string().nullish(),
  customer: z.string().nullish(),
  rating: fraction,
  title: text,
  comment: text,
  creation: z.string().nullish(),
});

const summarySchema = z.object({
  reviews: lenientArray(reviewSchema),
  average_rating: fraction.catch(0),
  reviews_per_rating: z
    .array(z.coerce.number().catch(0))
    .nullish()
    .transform((v) => v ?? []),
  total_reviews: z.coerce.number().int().min(0).catch(0),
});

/**
 * Reviews switched off in Webshop Settings answer `{}` (seen on the real apps): `off`, so the
 * product page says reviews are not offered instead of a form whose reviews would never show.
 */
export const reviewSummarySchema = z.union([
  // Exactly `{}` (strict): any answer with keys is a summary.
  z.strictObject({}).transform(() => ({
    reviews: [],
    average_rating: 0,
    reviews_per_rating: [] as number[],
    total_reviews: 0,
    off: true,
  })),
  summarySchema.transform((summary) => ({ ...summary, off: false })),
]);

/** `add_item_review` answers `{}` whether it stored the review or not. */
export const addedReviewSchema = z.unknown();
