import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getUserInfo } from '@/lib/backend/auth';
import { getDefaultAddress } from '@/lib/backend/commerce';

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
  const address = await getDefaultAddress(locale);
  return Response.json(
    {
      user: { email: user.data.email, first_name: user.data.first_name, last_name: user.data.last_name },
      address: address.ok ? address.data : null,
    },
    { headers },
  );
}
