import { z } from 'zod';

/**
 * The blog comment form's schemas. A signed-in shopper writes only the comment (the back-end
 * takes the name from the account); a guest also gives a name and an email, which are never
 * published. The server action parses the same schemas again. Messages are keys of the
 * `CommentForm` namespace; limits are the back-end's (`add_comment`).
 */
export const COMMENT_LIMITS = { commentMin: 3, commentMax: 2000, nameMin: 2, nameMax: 80 } as const;

export const shopperCommentSchema = z.object({
  comment: z
    .string({ error: 'errorCommentShort' })
    .trim()
    .min(COMMENT_LIMITS.commentMin, { error: 'errorCommentShort' })
    .max(COMMENT_LIMITS.commentMax, { error: 'errorCommentLong' }),
  reply_to: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});

export const guestCommentSchema = shopperCommentSchema.extend({
  comment_by: z
    .string({ error: 'errorNameRequired' })
    .trim()
    .min(COMMENT_LIMITS.nameMin, { error: 'errorNameRequired' })
    .max(COMMENT_LIMITS.nameMax, { error: 'errorNameLong' }),
  comment_email: z
    .string({ error: 'errorEmailRequired' })
    .trim()
    .min(1, { error: 'errorEmailRequired' })
    .max(254, { error: 'errorEmailInvalid' })
    .pipe(z.email({ error: 'errorEmailInvalid' })),
});

export type GuestCommentValues = z.infer<typeof guestCommentSchema>;
export type CommentField = 'comment' | 'comment_by' | 'comment_email';

export const COMMENT_ERROR_KEYS = [
  'errorCommentShort',
  'errorCommentLong',
  'errorNameRequired',
  'errorNameLong',
  'errorEmailRequired',
  'errorEmailInvalid',
] as const;
export type CommentErrorKey = (typeof COMMENT_ERROR_KEYS)[number];

export const blogRouteSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,160}$/);

export type CommentResult =
  | { ok: true; status: 'published' | 'pending' }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<CommentField, CommentErrorKey>> }
  | { ok: false; reason: 'session-expired' | 'duplicate' | 'rate-limited' | 'unavailable' | 'not-found' }
  | { ok: false; reason: 'rejected'; message?: string };
