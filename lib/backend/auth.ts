import 'server-only';
import type { z } from 'zod';
import { call, type CallOptions } from './call';
import { fail, type BackendError, type Result } from './result';
import { signInAnswerSchema, userInfoSchema } from './schemas/account';
import { METHODS } from './methods';

/**
 * How the real back-end answers a JWT it cannot decode (expired, forged, from another site): the
 * decoder swallows the error and the method crashes on the missing payload, a 500 with
 * `AttributeError` or `TypeError` and no word about the JWT (docs/backend/account.md).
 */
const SESSION_CRASHES = new Set(['AttributeError', 'TypeError']);

function isRefusedSession(error: BackendError): boolean {
  return error.kind === 'unauthorised' || (error.status === 500 && SESSION_CRASHES.has(error.excType ?? ''));
}

/**
 * A call made as the signed-in shopper (the JWT from the httpOnly cookie, or the one given). A
 * refused JWT comes back as `unauthorised`, whatever the back-end's way of saying it.
 */
export async function callAsShopper<S extends z.ZodType>(
  options: Omit<CallOptions<S>, 'session'>,
): Promise<Result<z.infer<S>>> {
  const result = await call({ ...options, session: 'required' });
  if (!result.ok && result.error.kind !== 'unauthorised' && isRefusedSession(result.error)) {
    return fail({ ...result.error, kind: 'unauthorised' });
  }
  return result;
}

/**
 * `sigin` (sic): the JWT is at `message.jwt`. A wrong password is 401 and an unknown user 404:
 * the caller shows both the same way.
 */
export function signIn(email: string, password: string) {
  return call({
    path: METHODS.signIn,
    method: 'POST',
    params: { usr: email, pwd: password },
    schema: signInAnswerSchema,
  });
}

/** The signed-in shopper: names, e-mail, roles and the Customer id (`customer`, a string). */
export function getUserInfo(jwt?: string) {
  return callAsShopper({ path: METHODS.shopper, method: 'POST', schema: userInfoSchema, jwt });
}
