import { siteUrl } from '@/lib/env';

/**
 * A cross-site page must not change a shopper's data with the session cookie it carries along
 * (SameSite=Lax stops most of it; this is the second lock). Browsers send `Origin` on every POST
 * and DELETE: it must be this site. Without it, `Sec-Fetch-Site` must not say cross-site.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    const allowed = new Set([new URL(request.url).origin, siteUrl()]);
    const host = request.headers.get('host');
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    return allowed.has(origin);
  }
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
