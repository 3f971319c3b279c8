import { z } from 'zod';
import { CONTACT_LIMITS, type ContactErrorKey } from './contact-keys';

/**
 * The contact form's one schema (docs/architecture.md#forms-one-schema-checked-twice): the shop's
 * form hook (components/ui/use-action-form.ts) loads it on first focus and checks with it in the
 * browser, the server action parses it again. Limits are the back-end's (`send_message`).
 * Messages are keys of the `ContactForm` namespace (see contact-keys.ts).
 */

export const contactSchema = z.object({
  full_name: z
    .string({ error: 'errorNameRequired' })
    .trim()
    .min(CONTACT_LIMITS.nameMin, { error: 'errorNameRequired' })
    .max(CONTACT_LIMITS.nameMax, { error: 'errorNameLong' }),
  email: z
    .string({ error: 'errorEmailRequired' })
    .trim()
    .min(1, { error: 'errorEmailRequired' })
    .max(254, { error: 'errorEmailInvalid' })
    .pipe(z.email({ error: 'errorEmailInvalid' })),
  subject: z
    .string({ error: 'errorSubjectShort' })
    .trim()
    .min(CONTACT_LIMITS.subjectMin, { error: 'errorSubjectShort' })
    .max(CONTACT_LIMITS.subjectMax, { error: 'errorSubjectLong' }),
  message: z
    .string({ error: 'errorMessageShort' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: 'errorMessageShort' })
    .max(CONTACT_LIMITS.messageMax, { error: 'errorMessageLong' }),
});
type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;

export { CONTACT_ERROR_KEYS, type ContactErrorKey } from './contact-keys';

export type ContactResult =
  | { ok: true; reference: string }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<ContactField, ContactErrorKey>> }
  | { ok: false; reason: 'rate-limited' | 'unavailable' | 'rejected'; message?: string };
