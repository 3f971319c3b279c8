import { z } from 'zod';
import { COMMENT_LIMITS, type CommentErrorKey } from './comment-keys';

/**
 * The blog comment form's schemas. A signed-in shopper writes only the comment (the server takes
 * the name and e-mail from the account); a guest also gives a name and an e-mail, which is never
 * shown. The server action parses the same schemas again. Messages are keys of the `CommentForm`
 * namespace. The back-end refuses links and e-mail addresses in a comment: said here, before sending.
 */

/** What Frappe's comment method refuses: a web address or an e-mail address anywhere in the text. */
const LINK_OR_EMAIL = /https?:\/\/|www\.|[^\s@]+@[^\s@]+\.[^\s@]+/i;

export const shopperCommentSchema = z.object({
  comment: z
    .string({ error: 'errorCommentShort' })
    .trim()
    .min(COMMENT_LIMITS.commentMin, { error: 'errorCommentShort' })
    .max(COMMENT_LIMITS.commentMax, { error: 'errorCommentLong' })
    .refine((text) => !LINK_OR_EMAIL.test(text), { error: 'errorCommentLinks' }),
  reply_to: z
    .string()
    .regex(/^[\w-]{1,140}$/)
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

export type CommentField = 'comment' | 'comment_by' | 'comment_email';

export type CommentResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<CommentField, CommentErrorKey>> }
  | { ok: false; reason: 'session-expired' | 'rate-limited' | 'unavailable' | 'not-found' | 'closed' | 'rejected' };
