import type { NextRequest } from 'next/server';
import { getUserInfo } from '@/lib/backend/auth';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { seeOther } from '@/lib/http/see-other';
import { clearSession, readSessionJwt, SESSION_COOKIE } from '@/lib/session';

/**
 * Where an account page sends a shopper whose JWT the back-end refused (expired, revoked): a
 * page cannot delete cookies, a route handler can. The session is checked again first, so a
 * link to this URL cannot sign anybody out: a valid session just continues to `next`.
 */

export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'), '/pages/account');
  if (await readSessionJwt()) {
    const info = await getUserInfo();
    if (info.ok || info.error.kind !== 'unauthorised') return seeOther(next);
  }
  await clearSession();
  const response = seeOther(`/pages/login?next=${encodeURIComponent(next)}&expired=1`);
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
