import type { NativeFlag } from '@/components/ui/form-native';

/**
 * The contact form's limits (the back-end's, `send_message`) and message keys (the `ContactForm`
 * namespace), without zod: the form needs them from the first paint, its schema only once used.
 */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

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

const NATIVE_KEYS: Record<string, Partial<Record<NativeFlag, ContactErrorKey>>> = {
  full_name: { valueMissing: 'errorNameRequired', tooShort: 'errorNameRequired', tooLong: 'errorNameLong' },
  email: { valueMissing: 'errorEmailRequired', typeMismatch: 'errorEmailInvalid', tooLong: 'errorEmailInvalid' },
  subject: { valueMissing: 'errorSubjectShort', tooShort: 'errorSubjectShort', tooLong: 'errorSubjectLong' },
  message: { valueMissing: 'errorMessageShort', tooShort: 'errorMessageShort', tooLong: 'errorMessageLong' },
};

/** What the browser's own check on a contact field means in the form's words. */
export const contactNativeKey = (field: string, flag: NativeFlag): ContactErrorKey =>
  NATIVE_KEYS[field]?.[flag] ?? 'errorMessageShort';
