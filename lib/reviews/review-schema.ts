import { z } from 'zod';

/**
 * The review form's one schema (docs/architecture.md#forms-one-schema-checked-twice):
 * react-hook-form validates with it in the browser, the server action parses it again. Limits are
 * the back-end's (`add_item_review`: rating 1..5, title 3..120, comment 10..2000). Messages are
 * keys of the `Product` namespace.
 */
export const REVIEW_LIMITS = { titleMin: 3, titleMax: 120, commentMin: 10, commentMax: 2000 } as const;

export const reviewFormSchema = z.object({
  rating: z
    .number({ error: 'reviewErrorRating' })
    .int({ error: 'reviewErrorRating' })
    .min(1, { error: 'reviewErrorRating' })
    .max(5, { error: 'reviewErrorRating' }),
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

export type ReviewFormValues = z.infer<typeof reviewFormSchema>;
export type ReviewField = 'rating' | 'title' | 'comment';

/** A product's sku as the back-end's `item_code`. */
export const itemCodeSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,139}$/);

/** Keys of the `Product` namespace the error messages above use. */
const REVIEW_ERROR_KEYS = [
  'reviewErrorRating',
  'reviewErrorTitleShort',
  'reviewErrorTitleLong',
  'reviewErrorCommentShort',
  'reviewErrorCommentLong',
] as const;
export type ReviewErrorKey = (typeof REVIEW_ERROR_KEYS)[number];

export function isReviewErrorKey(v: unknown): v is ReviewErrorKey {
  return typeof v === 'string' && (REVIEW_ERROR_KEYS as readonly string[]).includes(v);
}
