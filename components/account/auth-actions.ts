'use server';
import { getLocale } from 'next-intl/server';
import { getUserInfo, signIn } from '@/lib/backend/auth';
import { registerCustomer, requestPasswordReset, resetPasswordWithKey } from '@/lib/backend/account';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { log } from '@/lib/log';
import { requestIp } from '@/lib/request-ip';
import { limit, type Limited } from '@/lib/rate-limit';
import { clearSession, writeSession } from '@/lib/session';
import { fieldErrors, forgotSchema, registerSchema, resetSchema, signInSchema, type ErrorKey } from './schemas';
import type { Shopper } from '@/lib/domain/shopper';

/**
 * Sign-in, registration, logout and password reset. Each action parses its form's schema again
 * (the browser's check is a convenience), talks to the back-end through lib/backend, and keeps
 * the JWT on the server: it goes into the httpOnly cookie and only display fields come back.
 */

type Invalid<F extends string> = { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<F, ErrorKey>> };
type Failure = { ok: false; reason: 'unavailable' } | { ok: false; reason: 'rate-limited'; retryAfterSeconds?: number };

export type SignInResult =
  | { ok: true; user: Shopper; next: string }
  | Invalid<'email' | 'password'>
  | { ok: false; reason: 'credentials' }
  | Failure;

const ACCOUNT_HOME = '/pages/account';

async function displayUser(
  jwt: string,
  fallbackEmail: string,
  names?: { first_name: string; last_name: string },
): Promise<Shopper> {
  const info = await getUserInfo(jwt);
  if (info.ok) return { first_name: info.data.first_name, last_name: info.data.last_name, email: info.data.email };
  log.warn('account.user-info-failed', { kind: info.error.kind });
  return { first_name: names?.first_name ?? '', last_name: names?.last_name ?? '', email: fallbackEmail };
}

export async function signInAction(input: unknown, next: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, ['email', 'password'] as const) };
  const { email, password } = parsed.data;
  const limited = await limit('sign-in');
  if (limited) return limited;

  const result = await signIn(email, password);
  if (!result.ok) {
    const { kind, retryAfterSeconds, status } = result.error;
    if (kind === 'rate-limited') return { ok: false, reason: 'rate-limited', retryAfterSeconds };
    // Wrong password (401) and unknown user (404) read the same, so the form does not reveal
    // which accounts exist; a refusal through frappe.throw (417) too.
    if (status === 401 || status === 404 || kind === 'rejected') return { ok: false, reason: 'credentials' };
    log.warn('account.sign-in-failed', { kind, status });
    return { ok: false, reason: 'unavailable' };
  }
  await writeSession(result.data.jwt);
  return { ok: true, user: await displayUser(result.data.jwt, email), next: safeNextPath(next, ACCOUNT_HOME) };
}

export type RegisterResult =
  | { ok: true; user: Shopper; next: string }
  | Invalid<'first_name' | 'last_name' | 'email' | 'password'>
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'rejected'; message?: string }
  | Failure;

export async function registerAction(input: unknown, next: unknown): Promise<RegisterResult> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors(parsed.error, ['first_name', 'last_name', 'email', 'password'] as const),
    };
  }
  const limited = await limit('register');
  if (limited) return limited;
  const result = await registerCustomer(parsed.data);
  if (!result.ok) {
    const { kind, status, excType, message } = result.error;
    if (
      status === 409 ||
      excType === 'DuplicateEntryError' ||
      (message && /already (exists|registered)/i.test(message))
    ) {
      return { ok: false, reason: 'exists' };
    }
    if (kind === 'rate-limited')
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: result.error.retryAfterSeconds };
    if (kind === 'rejected') return { ok: false, reason: 'rejected', message };
    log.warn('account.register-failed', { kind, status });
    return { ok: false, reason: 'unavailable' };
  }
  await writeSession(result.data.jwt);
  const user = await displayUser(result.data.jwt, parsed.data.email, parsed.data);
  return { ok: true, user, next: safeNextPath(next, ACCOUNT_HOME) };
}

/** Clears the session cookie; the browser clears its stores (auth, wishlist, saved address). */
export async function logoutAction(): Promise<{ ok: true }> {
  await clearSession();
  return { ok: true };
}

export type ForgotResult =
  { ok: true } | Invalid<'email'> | { ok: false; reason: 'try-later' } | Limited | { ok: false; reason: 'unavailable' };

/**
 * Sends the reset link. Whether the address has an account or not (the back-end answers 404 for
 * an unknown one), the shopper reads the same answer: the form cannot tell who shops here. The
 * back-end limits requests per client IP, so the shopper's IP is forwarded; over the limit the
 * shopper is asked to try again later.
 */
export async function requestResetAction(input: unknown): Promise<ForgotResult> {
  const parsed = forgotSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, ['email'] as const) };
  const limited = await limit('password-reset');
  if (limited) return limited;
  const result = await requestPasswordReset(parsed.data.email, await requestIp(), await getLocale());
  if (result.ok) {
    // A 200 with status "failed" (a disabled account, a mail error) sent nothing; the shopper still reads the same.
    if (result.data.status !== 'success') log.warn('account.reset-request-not-sent', { status: result.data.status });
    return { ok: true };
  }
  const { kind, status } = result.error;
  if (kind === 'rate-limited') return { ok: false, reason: 'try-later' };
  if (kind === 'not-found' || kind === 'rejected') return { ok: true };
  log.warn('account.reset-request-failed', { kind, status });
  return { ok: false, reason: 'unavailable' };
}

export type ResetResult =
  | { ok: true }
  | Invalid<'password' | 'confirm' | 'key'>
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'weak' }
  | Limited
  | { ok: false; reason: 'unavailable' };

/**
 * The new password with the e-mailed key. The outcome is the HTTP status, never the answer's
 * `status` (the back-end labels a 410 "success"): 200 done, 410 link used, unknown or expired,
 * 400 a password the back-end's policy finds too weak.
 */
export async function resetPasswordAction(input: unknown): Promise<ResetResult> {
  const parsed = resetSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors(parsed.error, ['password', 'confirm', 'key'] as const),
    };
  const limited = await limit('password-reset');
  if (limited) return limited;
  const result = await resetPasswordWithKey(parsed.data.key, parsed.data.password);
  if (result.ok) {
    // A password reset ends any session this browser had; the shopper signs in with the new password.
    await clearSession();
    return { ok: true };
  }
  const { kind, status } = result.error;
  if (status === 410 || status === 401) return { ok: false, reason: 'expired' };
  if (status === 400) return { ok: false, reason: 'weak' };
  log.warn('account.reset-failed', { kind, status });
  return { ok: false, reason: 'unavailable' };
}
