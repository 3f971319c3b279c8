'use server';
import { sendContactMessage } from '@/lib/backend/newsletter-contact';
import { fieldErrors } from '@/lib/domain/field-errors';
import { log } from '@/lib/log';
import { requestIp } from '@/lib/request-ip';
import { limit } from '@/lib/rate-limit';
import {
  contactSchema,
  CONTACT_ERROR_KEYS,
  type ContactErrorKey,
  type ContactField,
  type ContactResult,
} from './contact-schema';

const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'subject', 'message'];

/** Frappe's contact method has no name field: the name travels in the subject. */
export async function sendContact(input: unknown): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors<ContactField, ContactErrorKey>(
        parsed.error.issues,
        CONTACT_FIELDS,
        CONTACT_ERROR_KEYS,
        'errorMessageShort',
      ),
    };
  }
  const limited = await limit('contact');
  if (limited) return limited;
  const { full_name, email, subject, message } = parsed.data;
  const result = await sendContactMessage(
    { sender: email, subject: `${subject} — ${full_name}`, message },
    await requestIp(),
  );
  if (result.ok) return { ok: true, reference: '' };
  if (result.error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
  if (result.error.kind === 'rejected')
    return { ok: false, reason: 'invalid', fieldErrors: { email: 'errorEmailInvalid' } };
  log.warn('contact.send-failed', { kind: result.error.kind, status: result.error.status });
  return { ok: false, reason: 'unavailable' };
}
