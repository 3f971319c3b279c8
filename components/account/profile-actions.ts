'use server';
import { getUserInfo } from '@/lib/backend/auth';
import { updateUserInfo, updateUserPassword } from '@/lib/backend/account';
import { log } from '@/lib/log';
import { fieldErrors, profileSchema, type ErrorKey } from './schemas';
import type { Shopper } from '@/lib/domain/shopper';

type ProfileField = 'first_name' | 'last_name' | 'current_password' | 'new_password' | 'confirm_password';

export type ProfileResult =
  | { ok: true; user: Shopper; passwordChanged: boolean }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<ProfileField, ErrorKey | 'currentWrong'>> }
  | { ok: false; reason: 'signed-out' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds?: number }
  | { ok: false; reason: 'rejected'; message?: string; passwordChanged: boolean }
  | { ok: false; reason: 'unavailable'; passwordChanged: boolean };

/**
 * Account details (`update_user_info`, then `update_user_password` only when a new password was
 * typed: leaving the new password blank leaves it unchanged). The e-mail the password
 * change needs is the signed-in user's own, read on the server, never taken from the form.
 */
export async function updateProfileAction(input: unknown): Promise<ProfileResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors(parsed.error, [
        'first_name',
        'last_name',
        'current_password',
        'new_password',
        'confirm_password',
      ] as const),
    };
  }
  const { first_name, last_name, current_password, new_password } = parsed.data;

  const me = await getUserInfo();
  if (!me.ok) {
    if (me.error.kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
    return { ok: false, reason: 'unavailable', passwordChanged: false };
  }

  // The password first: when the current one is wrong, nothing at all has changed yet.
  if (new_password !== '') {
    const change = await updateUserPassword({
      user_email: me.data.email,
      old_password: current_password,
      new_password,
    });
    if (!change.ok) {
      const { kind, message, status, excType } = change.error;
      // A wrong current password is 401 AuthenticationError: a refused input, not a refused
      // session (that one is a bare 500, which callAsShopper reports as `unauthorised` with no 401).
      if (status === 401 && excType === 'AuthenticationError') {
        return { ok: false, reason: 'invalid', fieldErrors: { current_password: 'currentWrong' } };
      }
      if (kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
      if (kind === 'rate-limited')
        return { ok: false, reason: 'rate-limited', retryAfterSeconds: change.error.retryAfterSeconds };
      if (kind === 'rejected') return { ok: false, reason: 'rejected', message, passwordChanged: false };
      log.warn('account.password-failed', { kind, status });
      return { ok: false, reason: 'unavailable', passwordChanged: false };
    }
  }

  const names = await updateUserInfo({ first_name, last_name });
  if (!names.ok) {
    const { kind, message, status } = names.error;
    if (kind === 'unauthorised') return { ok: false, reason: 'signed-out' };
    if (kind === 'rate-limited')
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: names.error.retryAfterSeconds };
    if (kind === 'rejected') return { ok: false, reason: 'rejected', message, passwordChanged: new_password !== '' };
    log.warn('account.profile-failed', { kind, status });
    return { ok: false, reason: 'unavailable', passwordChanged: new_password !== '' };
  }
  const user: Shopper = { first_name, last_name, email: me.data.email };

  return { ok: true, user, passwordChanged: new_password !== '' };
}
