import { z } from 'zod';
import { REVIEW_LIMITS } from './review-keys';

/**
 * The review form's one schema (docs/architecture.md#forms-one-schema-checked-twice): the shop's
 * form hook checks with it once the shopper starts writing (use-action-form), the server action
 * parses it again. Limits are the back-end's (`add_item_review`: rating 1..5, title 3..120,
 * comment 10..2000, review-keys.ts). Messages are keys of the `Product` namespace.
 */
const rating = z
  .number({ error: 'reviewErrorRating' })
  .int({ error: 'reviewErrorRating' })
  .min(1, { error: 'reviewErrorRating' })
  .max(5, { error: 'reviewErrorRating' });

export const reviewFormSchema = z.object({
  rating,
  title: z
    .string({ error: 'reviewErrorTitleShort' })
    .trim()
    .min(REVIEW_LIMITS.titleMin, { error: 'reviewErrorTitleShort' })
    .max(REVIEW_LIMITS.titleMax, { error: 'reviewErrorTitleLong' }),
  comment: z
    .string({ error: 'reviewErrorCommentShort' })
    .trim()
    .min(REVIEW_LIMITS.commentMin, { error: 'reviewErrorCommentShort' })
    .max(REVIEW_LIMITS.commentMax, { error: 'reviewErrorCommentLong' }),
  /** "Remember my details": keep an unsent review on this device. */
  remember: z.boolean(),
});

/** The same rules as the form holds its values: the rating is the chosen star's radio value, "" for none. */
export const reviewFormFields = reviewFormSchema.extend({ rating: z.string().transform(Number).pipe(rating) });
export type ReviewField = 'rating' | 'title' | 'comment';

/** A product's sku as the back-end's `item_code`. */
export const itemCodeSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,139}$/);
