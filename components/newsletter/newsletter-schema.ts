import { z } from 'zod';

/**
 * The newsletter's schema, parsed by the subscribe action
 * (docs/architecture.md#forms-one-schema-checked-twice). The form itself loads no zod (it sits in
 * every page's footer): it checks only that the field is filled and has an address's shape
 * (lib/domain/email-shape.ts), and shows the key the action answers. Messages are keys of the
 * `Newsletter` namespace.
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
  | { ok: false; reason: 'invalid'; error: NewsletterErrorKey }
  | { ok: false; reason: 'rate-limited' | 'unavailable' };
