import { z } from 'zod';
import { isErrorKey, PASSWORD_MAX, PASSWORD_MIN, type ErrorKey } from './error-keys';

/**
 * The account forms' schemas (docs/architecture.md#forms-one-schema-checked-twice): the shop's form
 * hook (components/ui/use-action-form.ts) loads them on first focus and checks with them in the
 * browser, and the server actions parse the same input again. Messages are keys of the
 * `Account.errors` namespace, so each side translates them.
 */
export { type ErrorKey } from './error-keys';

const required = (max = 140) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .pipe(z.email('email'))
  .transform((v) => v.toLowerCase());
const newPassword = z.string().min(PASSWORD_MIN, 'passwordShort').max(PASSWORD_MAX, 'passwordLong');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordLong'),
});

export const registerSchema = z.object({
  first_name: required(80),
  last_name: required(80),
  email,
  password: newPassword,
});

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({
    key: z.string().trim().min(1, 'required').max(256, 'tooLong'),
    password: newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'passwordMismatch' });

/**
 * Account details (display name, current, new and confirm password; leaving the new password
 * blank leaves it unchanged): the names are always saved; the password only changes
 * when a new one is typed, and then the current one and a matching confirmation are required.
 */
export const profileSchema = z
  .object({
    first_name: required(80),
    last_name: required(80),
    current_password: z.string().max(PASSWORD_MAX, 'passwordLong'),
    new_password: z.union([z.literal(''), newPassword]),
    confirm_password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.new_password === '') return;
    if (v.current_password === '')
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'currentRequired' });
    if (v.confirm_password !== v.new_password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'passwordMismatch' });
  });

export const trackSchema = z.object({
  order_number: z
    .string()
    .trim()
    .min(1, 'required')
    .max(64, 'tooLong')
    .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]*$/, 'orderNumber'),
  email,
});

/** The first message per field, as an error key (anything else falls back to `required`). */
export function fieldErrors<F extends string>(error: z.ZodError, fields: readonly F[]): Partial<Record<F, ErrorKey>> {
  const out: Partial<Record<F, ErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !out[field as F]) {
      out[field as F] = isErrorKey(issue.message) ? issue.message : 'required';
    }
  }
  return out;
}
