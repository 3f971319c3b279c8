'use server';
import { confirmNewsletter, subscribeNewsletter, type Confirmation } from '@/lib/backend/newsletter-contact';
import { log } from '@/lib/log';
import { requestIp } from '@/lib/request-ip';
import { limit } from '@/lib/rate-limit';
import { isSignedQuery } from './confirm-params';
import {
  newsletterSchema,
  NEWSLETTER_ERROR_KEYS,
  type NewsletterErrorKey,
  type SubscribeResult,
} from './newsletter-schema';

/**
 * The newsletter's writes. The form's schema is parsed again here (the browser's check is a
 * convenience, this one is the rule), and the shopper's IP goes with the call: the back-end limits
 * subscriptions per IP.
 */
export async function subscribeToNewsletter(input: unknown): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    const email = NEWSLETTER_ERROR_KEYS.includes(key as NewsletterErrorKey)
      ? (key as NewsletterErrorKey)
      : 'errorEmailInvalid';
    return { ok: false, reason: 'invalid', fieldErrors: { email } };
  }
  const limited = await limit('newsletter');
  if (limited) return limited;
  const result = await subscribeNewsletter(parsed.data.email, await requestIp());
  // The back-end answers the same for a new and an existing subscriber: a link is on its way.
  if (result.ok) return { ok: true, status: 'pending' };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  if (result.error.kind === 'rejected')
    return { ok: false, reason: 'invalid', fieldErrors: { email: 'errorEmailInvalid' } };
  log.warn('newsletter.subscribe-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}

/** The signed part of the e-mailed link, as the address bar holds it (see confirm-params.ts). */
export async function confirmSubscription(signed: unknown): Promise<Confirmation> {
  if (!isSignedQuery(signed)) return 'invalid';
  return confirmNewsletter(signed);
}
