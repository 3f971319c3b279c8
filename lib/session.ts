import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';

/**
 * The shopper's back-end JWT lives only in this httpOnly cookie (docs/decisions.md): browser
 * JavaScript never sees it. Only personal reads and mutations call this, so public pages
 * never read cookies and stay prerendered.
 */
export const SESSION_COOKIE = 'shop_session';
const SESSION_MAX_AGE = 60 * 60 * 24 * 7;

export async function readSessionJwt(): Promise<string | undefined> {
  const store = await cookies();
  const value = store.get(SESSION_COOKIE)?.value;
  return value && isLiveJwt(value) ? value : undefined;
}

/**
 * The real back-end's JWT lives about 600 days and nothing revokes it, so the storefront keeps its
 * own, shorter session: a JWT issued more than a week ago is over, whatever the cookie says. The
 * back-end dates `iat` one day early, hence the extra day.
 */
const SESSION_MAX_AGE_FROM_IAT = SESSION_MAX_AGE + 24 * 60 * 60;

/**
 * A JWT that is well-formed, not past its `exp` and not older than the shop's session lifetime.
 * The storefront cannot verify the signature (the key is the back-end's); a forged or foreign
 * token is caught by the back-end's answer instead (`isRefusedSession` in lib/backend/auth.ts).
 */
export function isLiveJwt(token: string, now = Date.now()): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return false;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return false;
    if (typeof payload.iat === 'number' && (payload.iat + SESSION_MAX_AGE_FROM_IAT) * 1000 <= now) return false;
    return true;
  } catch {
    return false;
  }
}

export async function writeSession(jwt: string): Promise<void> {
  const store = await cookies();
  store.set(SESSION_COOKIE, jwt, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().cookieSecure,
    path: '/',
    maxAge: SESSION_MAX_AGE,
  });
}

export async function clearSession(): Promise<void> {
  const store = await cookies();
  store.delete(SESSION_COOKIE);
}
