import 'server-only';
import { headers } from 'next/headers';
import { clientIpFrom } from '@/lib/client-ip';
import { env } from '@/lib/env';

/** The shopper's IP for the current request (server actions and route handlers only: it reads headers). */
export async function requestIp(): Promise<string | undefined> {
  const list = await headers();
  return clientIpFrom(list.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
}
