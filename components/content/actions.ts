'use server';
import { updateTag } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { addBlogComment, blogPostTag, sendContactMessage, subscribeNewsletter } from '@/lib/backend/content';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { readSessionJwt } from '@/lib/session';
import { newsletterSchema, NEWSLETTER_ERROR_KEYS, type NewsletterErrorKey, type SubscribeResult } from './newsletter-schema';
import { contactSchema, CONTACT_ERROR_KEYS, type ContactErrorKey, type ContactField, type ContactResult } from './contact-schema';
import {
  blogRouteSchema,
  COMMENT_ERROR_KEYS,
  guestCommentSchema,
  shopperCommentSchema,
  type CommentErrorKey,
  type CommentField,
  type CommentResult,
} from './comment-schema';

/**
 * The content pages' mutations (issue 7). Each one parses its form's schema again (the browser's
 * check is a convenience, this one is the rule), calls the back-end through lib/backend and
 * answers a small result the form turns into a translated message.
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
  const result = await subscribeNewsletter(await getLocale(), parsed.data.email);
  if (result.ok) return { ok: true, status: result.data.status === 'already-subscribed' ? 'already-subscribed' : 'pending' };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  // The back-end refuses only addresses it cannot accept: say so next to the field.
  if (result.error.kind === 'rejected') return { ok: false, reason: 'invalid', error: 'errorEmailInvalid' };
  log.warn('newsletter.subscribe-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}

const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'subject', 'message'];

export async function sendContact(input: unknown): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<ContactField, ContactErrorKey>(parsed.error.issues, CONTACT_FIELDS, CONTACT_ERROR_KEYS, 'errorMessageShort') };
  }
  const limited = await limit('contact');
  if (limited) return limited;
  const result = await sendContactMessage(await getLocale(), parsed.data);
  if (result.ok) return { ok: true, reference: result.data.name };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  if (result.error.kind === 'rejected') {
    if (/email/i.test(result.error.message ?? '')) return { ok: false, reason: 'invalid', fieldErrors: { email: 'errorEmailInvalid' } };
    return { ok: false, reason: 'rejected', message: result.error.message };
  }
  log.warn('contact.send-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}

const COMMENT_FIELDS: readonly CommentField[] = ['comment', 'comment_by', 'comment_email'];

/**
 * Posts a blog comment. `asShopper` is what the browser believes (its display record says the
 * shopper is signed in); the session cookie decides. A published comment refreshes the post's
 * cache, so the page the shopper is on re-renders with it.
 */
export async function postComment(route: unknown, input: unknown, asShopper: boolean): Promise<CommentResult> {
  const postRoute = blogRouteSchema.safeParse(route);
  if (!postRoute.success) return { ok: false, reason: 'not-found' };
  const signedIn = Boolean(await readSessionJwt());
  if (asShopper && !signedIn) return { ok: false, reason: 'session-expired' };

  const parsed = signedIn ? shopperCommentSchema.safeParse(input) : guestCommentSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors<CommentField, CommentErrorKey>(parsed.error.issues, COMMENT_FIELDS, COMMENT_ERROR_KEYS, 'errorCommentShort') };
  }

  const limited = await limit('review');
  if (limited) return limited;
  const result = await addBlogComment(await getLocale(), { route: postRoute.data, ...parsed.data });
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'unauthorised') return { ok: false, reason: 'session-expired' };
    if (error.kind === 'not-found') return { ok: false, reason: 'not-found' };
    if (error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
    if (error.status === 409) return { ok: false, reason: 'duplicate' };
    if (error.kind === 'rejected') return { ok: false, reason: 'rejected', message: error.message };
    log.warn('blog.comment-failed', { route: postRoute.data, kind: error.kind, status: error.status });
    return { ok: false, reason: 'unavailable' };
  }
  const published = result.data.status === 'published';
  if (published) updateTag(blogPostTag(postRoute.data));
  return { ok: true, status: published ? 'published' : 'pending' };
}
