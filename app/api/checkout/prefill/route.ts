import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getUserInfo } from '@/lib/backend/auth';
import { getSavedAddresses } from '@/lib/backend/commerce';

/**
 * GET /api/checkout/prefill → the signed-in shopper's name, e-mail and default address for the
 * checkout form; 401 when signed out. Personal: never cached.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'private, no-store' };
  const user = await getUserInfo();
  if (!user.ok) return Response.json({ error: user.error.kind }, { status: user.error.kind === 'unauthorised' ? 401 : 503, headers });
  const cookieLocale = (await cookies()).get('NEXT_LOCALE')?.value;
  const locale = hasLocale(routing.locales, cookieLocale) ? cookieLocale : routing.defaultLocale;
  const addresses = await getSavedAddresses(locale);
  // The default address: the first primary one, else the first (the list includes every address checkout made).
  const address = addresses.ok ? (addresses.data.find((a) => a.is_primary_address) ?? addresses.data[0] ?? null) : null;
  return Response.json(
    {
      user: { email: user.data.email, first_name: user.data.first_name, last_name: user.data.last_name },
      address,
    },
    { headers },
  );
}
