import { z } from 'zod';

/**
 * The newsletter form's one schema: the form checks with it once the shopper starts using it
 * (use-action-form), the server action parses it again. Messages are keys of the `Newsletter`
 * namespace.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'errorEmailRequired' })
    .trim()
    .min(1, { error: 'errorEmailRequired' })
    .max(254, { error: 'errorEmailInvalid' })
    .pipe(z.email({ error: 'errorEmailInvalid' })),
});

export const NEWSLETTER_ERROR_KEYS = ['errorEmailRequired', 'errorEmailInvalid'] as const;
export type NewsletterErrorKey = (typeof NEWSLETTER_ERROR_KEYS)[number];

/** What the subscribe action answers; the form shows one message per case. */
export type SubscribeResult =
  | { ok: true; status: 'pending' }
  | { ok: false; reason: 'invalid'; fieldErrors: { email: NewsletterErrorKey } }
  | { ok: false; reason: 'rate-limited' | 'unavailable' };
