/**
 * The review form's limits (the back-end's, `add_item_review`: title 3..120, comment 10..2000)
 * and message keys (the `ReviewForm` namespace), without zod: the form needs them from its first
 * paint, its schema (review-schema.ts) only once the shopper starts writing.
 */
export const REVIEW_LIMITS = { titleMin: 3, titleMax: 120, commentMin: 10, commentMax: 2000 } as const;

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
