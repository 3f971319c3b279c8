import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';

/**
 * The shopper's back-end JWT lives only in this httpOnly cookie (decisions.md): browser
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
 * A JWT that is well-formed and not past its `exp`. The storefront cannot verify the signature
 * (the key is the back-end's), but the real back-end answers an expired token with a bare 500 that
 * looks like any other failure: checking `exp` here makes an expired session a signed-out shopper.
 */
export function isLiveJwt(token: string, now = Date.now()): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return false;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp !== 'number' || payload.exp * 1000 > now;
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
