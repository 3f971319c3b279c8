import 'server-only';
import { headers } from 'next/headers';
import { clientIpFrom } from '@/lib/client-ip';
import { env } from '@/lib/env';

/**
 * The shopper's IP for the current request: from `from`, the proxy's request headers, or else read
 * with next/headers (server actions and route handlers).
 */
export async function requestIp(from?: Headers): Promise<string | undefined> {
  const list = from ?? (await headers());
  return clientIpFrom(list.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
}
