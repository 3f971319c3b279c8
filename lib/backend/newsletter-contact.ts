import 'server-only';
import { z } from 'zod';
import { call } from './call';
import { contactAnswerSchema, newsletterAnswerSchema } from './schemas/content';
import { METHODS } from './methods';

/**
 * What shoppers send the shop (docs/backend/content.md): a newsletter subscription and its
 * confirmation, and the contact form. The back-end limits each per IP, so the shopper's IP goes along.
 */

/** Always the same group: Frappe would otherwise name the default group in the request's language. */
const NEWSLETTER_GROUP = 'Website';

export function subscribeNewsletter(email: string, clientIp?: string) {
  return call({
    path: METHODS.subscribe,
    method: 'POST',
    params: { email, email_group: NEWSLETTER_GROUP },
    schema: newsletterAnswerSchema,
    clientIp,
  });
}

export type Confirmation = 'confirmed' | 'invalid' | 'unavailable';

/**
 * Confirms a subscription with the signed part of the e-mailed link, sent byte for byte as the
 * query string of a GET with no body: Frappe checks the signature over the raw text. It answers
 * an invalid link with an HTML page, not JSON.
 */
export async function confirmNewsletter(signedQuery: string): Promise<Confirmation> {
  const result = await call({
    path: `${METHODS.confirmSubscription}?${signedQuery}`,
    schema: z
      .object({ message: z.object({ status: z.string() }) })
      .optional()
      .catch(undefined),
    unwrap: 'body',
  });
  if (!result.ok) return result.error.kind === 'invalid-answer' ? 'invalid' : 'unavailable';
  if (result.data?.message.status === 'success') return 'confirmed';
  return result.data ? 'invalid' : 'unavailable';
}

export interface ContactMessage {
  sender: string;
  subject: string;
  message: string;
}

/** Frappe's contact method: no name field (the caller puts the name in the subject), answers `{}`. */
export function sendContactMessage(input: ContactMessage, clientIp?: string) {
  return call({
    path: METHODS.contactMessage,
    method: 'POST',
    params: { ...input },
    schema: contactAnswerSchema,
    unwrap: 'body',
    clientIp,
  });
}
