'use server';
import { updateTag } from 'next/cache';
import { addComment, commentsTag, getBlogPost } from '@/lib/backend/blog';
import { getUserInfo } from '@/lib/backend/auth';
import { BLOG_ROUTE } from '@/lib/backend/schemas/content';
import { fieldErrors } from '@/lib/domain/field-errors';
import { log } from '@/lib/log';
import { requestIp } from '@/lib/request-ip';
import { limit } from '@/lib/rate-limit';
import { readSessionJwt } from '@/lib/session';
import { COMMENT_ERROR_KEYS, type CommentErrorKey } from './comment-keys';
import { guestCommentSchema, shopperCommentSchema, type CommentField, type CommentResult } from './comment-schema';

const COMMENT_FIELDS: readonly CommentField[] = ['comment', 'comment_by', 'comment_email'];

/**
 * Posts a blog comment. The app token lets Frappe skip its own checks, so they are made here: the
 * post must be published and open to comments, the text must hold no link or e-mail address, and a
 * signed-in shopper comments under the account's own name and e-mail (whatever the browser sends).
 * `asShopper` is what the browser believes; the session cookie decides.
 */
export async function postComment(route: unknown, input: unknown, asShopper: boolean): Promise<CommentResult> {
  if (typeof route !== 'string' || !BLOG_ROUTE.test(route)) return { ok: false, reason: 'not-found' };
  const post = await getBlogPost(route);
  if (!post.ok) return { ok: false, reason: post.error.kind === 'not-found' ? 'not-found' : 'unavailable' };
  if (post.data.commentsClosed) return { ok: false, reason: 'closed' };

  const jwt = await readSessionJwt();
  if (asShopper && !jwt) return { ok: false, reason: 'session-expired' };
  const parsed = jwt ? shopperCommentSchema.safeParse(input) : guestCommentSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors<CommentField, CommentErrorKey>(
        parsed.error.issues,
        COMMENT_FIELDS,
        COMMENT_ERROR_KEYS,
        'errorCommentShort',
      ),
    };
  }

  const limited = await limit('review');
  if (limited) return limited;
  let identity: { by: string; email: string };
  if (jwt) {
    const account = await getUserInfo(jwt);
    if (!account.ok)
      return { ok: false, reason: account.error.kind === 'unauthorised' ? 'session-expired' : 'unavailable' };
    identity = {
      by: `${account.data.first_name} ${account.data.last_name}`.trim() || account.data.email,
      email: account.data.email,
    };
  } else {
    const guest = guestCommentSchema.parse(input);
    identity = { by: guest.comment_by, email: guest.comment_email };
  }

  const result = await addComment(
    { post: post.data, comment: parsed.data.comment, ...identity, replyTo: parsed.data.reply_to },
    await requestIp(),
  );
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
    if (error.kind === 'rejected') return { ok: false, reason: 'rejected' };
    log.warn('blog.comment-failed', { post: post.data.name, kind: error.kind, status: error.status });
    return { ok: false, reason: 'unavailable' };
  }
  updateTag(commentsTag(post.data.name));
  return { ok: true };
}
