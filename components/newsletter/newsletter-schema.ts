import { z } from 'zod';

/**
 * The newsletter form's one schema (docs/architecture.md#forms-one-schema-checked-twice): the
 * shop's form hook (components/ui/use-action-form.ts) loads it once the shopper starts using the
 * form, the subscribe action parses it again. Messages are keys of the `Newsletter` namespace.
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
