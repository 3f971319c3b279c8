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
  return value && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : undefined;
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
