import { z } from 'zod';

/**
 * The contact form's one schema: react-hook-form validates with it in the browser, the server
 * action parses it again. Limits are the back-end's (`send_message`). Messages are keys of the
 * `ContactForm` namespace.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 80, subjectMin: 3, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

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
export type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;

export const CONTACT_ERROR_KEYS = [
  'errorNameRequired',
  'errorNameLong',
  'errorEmailRequired',
  'errorEmailInvalid',
  'errorSubjectShort',
  'errorSubjectLong',
  'errorMessageShort',
  'errorMessageLong',
] as const;
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[number];

export type ContactResult =
  | { ok: true; reference: string }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<ContactField, ContactErrorKey>> }
  | { ok: false; reason: 'rate-limited' | 'unavailable' | 'rejected'; message?: string };
