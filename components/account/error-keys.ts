import type { NativeFlag } from '@/components/ui/form-native';

/**
 * The account forms' message keys (the `Account.errors` namespace) and limits, without zod: the
 * forms load their schemas only when the shopper starts typing, but need these from the first paint.
 */
const ERROR_KEYS = [
  'required',
  'email',
  'passwordShort',
  'passwordLong',
  'passwordMismatch',
  'currentRequired',
  'tooLong',
  'postcode',
  'phone',
  'orderNumber',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
export const isErrorKey = (v: unknown): v is ErrorKey =>
  typeof v === 'string' && (ERROR_KEYS as readonly string[]).includes(v);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const NATIVE_KEYS: Record<NativeFlag, ErrorKey> = {
  valueMissing: 'required',
  typeMismatch: 'email',
  patternMismatch: 'orderNumber',
  tooShort: 'passwordShort',
  tooLong: 'tooLong',
};

/** What the browser's own check means in the account forms' words (see the inputs' attributes). */
export const accountNativeKey = (_field: string, flag: NativeFlag): ErrorKey => NATIVE_KEYS[flag];
