import { getUserInfo } from '@/lib/backend/auth';
import { log } from '@/lib/log';
import { clearSession, readSessionJwt } from '@/lib/session';

/**
 * The signed-in shopper's display fields (`get_user_info`), for the browser's `auth` store:
 * `{user: {first_name, last_name, email}}`, or 401 `{user: null}` when there is no valid session
 * (an expired cookie is cleared on the way). Never the JWT.
 */

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function GET() {
  if (!(await readSessionJwt())) return Response.json({ user: null }, { status: 401, headers: NO_STORE });
  const info = await getUserInfo();
  if (info.ok) {
    const { first_name, last_name, email } = info.data;
    return Response.json({ user: { first_name, last_name, email } }, { headers: NO_STORE });
  }
  if (info.error.kind === 'unauthorised') {
    await clearSession();
    return Response.json({ user: null }, { status: 401, headers: NO_STORE });
  }
  log.warn('account.me-failed', { kind: info.error.kind, status: info.error.status });
  return Response.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
}
