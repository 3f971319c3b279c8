import 'server-only';
import { redirect } from 'next/navigation';
import { getUserInfo } from '@/lib/backend/auth';
import { log } from '@/lib/log';
import type { Shopper } from '@/lib/domain/shopper';

/**
 * Where an account page sends a shopper whose cookie holds an expired or refused JWT: a route
 * handler that checks the session again, clears the cookie (a page cannot) and continues to the
 * login page with `next`.
 */
function expiredSessionUrl(path: string): string {
  return `/api/account/expired?next=${encodeURIComponent(path)}`;
}

/**
 * The signed-in shopper for an account page. The proxy has already sent shoppers without a
 * cookie to the login page; here an expired or invalid JWT does the same. A back-end that is
 * down gives `null`, and the page shows its unavailable state.
 */
export async function requireAccountUser(path: string): Promise<Shopper | null> {
  const result = await getUserInfo();
  if (result.ok) {
    const { first_name, last_name, email } = result.data;
    return { first_name, last_name, email };
  }
  // Only this call decides that the session is over (the expiry route asks the same question),
  // so a data call refused for another reason can never bounce the shopper in a loop.
  if (result.error.kind === 'unauthorised') redirect(expiredSessionUrl(path));
  log.warn('account.user-info-failed', { kind: result.error.kind, status: result.error.status });
  return null;
}
