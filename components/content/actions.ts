'use server';
import { updateTag } from 'next/cache';
import { addComment, commentsTag, getBlogPost } from '@/lib/backend/content';
import { confirmNewsletter, sendContactMessage, subscribeNewsletter, type Confirmation } from '@/lib/backend/newsletter-contact';
import { getUserInfo } from '@/lib/backend/auth';
import { BLOG_ROUTE } from '@/lib/backend/schemas/content';
import { log } from '@/lib/log';
import { requestIp } from '@/lib/request-ip';
import { limit } from '@/lib/rate-limit';
import { readSessionJwt } from '@/lib/session';
import { isSignedQuery } from './confirm-params';
import { newsletterSchema, NEWSLETTER_ERROR_KEYS, type NewsletterErrorKey, type SubscribeResult } from './newsletter-schema';
import { contactSchema, CONTACT_ERROR_KEYS, type ContactErrorKey, type ContactField, type ContactResult } from './contact-schema';
import { COMMENT_ERROR_KEYS, guestCommentSchema, shopperCommentSchema, type CommentErrorKey, type CommentField, type CommentResult } from './comment-schema';

/**
 * The content pages' mutations. Each one parses its form's schema again (the browser's check is
 * a convenience, this one is the rule), calls the back-end through lib/backend with the shopper's
 * IP (the back-end limits these calls per IP) and answers a small result the form turns into a
 * translated message.
 */

function fieldErrors<F extends string, K extends string>(issues: { path: PropertyKey[]; message: string }[], fields: readonly F[], keys: readonly K[], fallback: K) {
  const out: Partial<Record<F, K>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (!fields.includes(field) || out[field]) continue;
    out[field] = (keys as readonly string[]).includes(issue.message) ? (issue.message as K) : fallback;
  }
  return out;
}

export async function subscribeToNewsletter(input: unknown): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    return { ok: false, reason: 'invalid', error: NEWSLETTER_ERROR_KEYS.includes(key as NewsletterErrorKey) ? (key as NewsletterErrorKey) : 'errorEmailInvalid' };
  }
  const limited = await limit('newsletter');
  if (limited) return limited;
  const result = await subscribeNewsletter(parsed.data.email, await requestIp());
  // The back-end answers the same for a new and an existing subscriber: a link is on its way.
  if (result.ok) return { ok: true, status: 'pending' };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  if (result.error.kind === 'rejected') return { ok: false, reason: 'invalid', error: 'errorEmailInvalid' };
  log.warn('newsletter.subscribe-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}

/** The signed part of the e-mailed link, as the address bar holds it (see confirm-params.ts). */
export async function confirmSubscription(signed: unknown): Promise<Confirmation> {
  if (!isSignedQuery(signed)) return 'invalid';
  return confirmNewsletter(signed);
}

const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'subject', 'message'];

/** Frappe's contact method has no name field: the name travels in the subject. */
export async function sendContact(input: unknown): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<ContactField, ContactErrorKey>(parsed.error.issues, CONTACT_FIELDS, CONTACT_ERROR_KEYS, 'errorMessageShort') };
  }
  const limited = await limit('contact');
  if (limited) return limited;
  const { full_name, email, subject, message } = parsed.data;
  const result = await sendContactMessage({ sender: email, subject: `${subject} — ${full_name}`, message }, await requestIp());
  if (result.ok) return { ok: true, reference: '' };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  if (result.error.kind === 'rejected') return { ok: false, reason: 'invalid', fieldErrors: { email: 'errorEmailInvalid' } };
  log.warn('contact.send-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}

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
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<CommentField, CommentErrorKey>(parsed.error.issues, COMMENT_FIELDS, COMMENT_ERROR_KEYS, 'errorCommentShort') };
  }

  const limited = await limit('review');
  if (limited) return limited;
  let identity: { by: string; email: string };
  if (jwt) {
    const account = await getUserInfo(jwt);
    if (!account.ok) return { ok: false, reason: account.error.kind === 'unauthorised' ? 'session-expired' : 'unavailable' };
    identity = { by: `${account.data.first_name} ${account.data.last_name}`.trim() || account.data.email, email: account.data.email };
  } else {
    const guest = guestCommentSchema.parse(input);
    identity = { by: guest.comment_by, email: guest.comment_email };
  }

  const result = await addComment({ post: post.data, comment: parsed.data.comment, ...identity, replyTo: parsed.data.reply_to }, await requestIp());
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
