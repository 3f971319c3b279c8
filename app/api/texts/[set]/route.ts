import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { pickMessages, textSet } from '@/i18n/client-messages';

/** An island's texts when it first shows (i18n/client-messages.ts): the same for every shopper, so
 * browsers may keep them a few minutes (not longer: a new release may add a text). */
export async function GET(request: Request, { params }: RouteContext<'/api/texts/[set]'>) {
  const namespaces = textSet((await params).set);
  const locale = new URL(request.url).searchParams.get('locale');
  if (!namespaces || !hasLocale(routing.locales, locale)) {
    const [status, error] = namespaces ? [400, 'invalid-query'] : [404, 'not-found'];
    return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  const messages = pickMessages(await getMessages({ locale }), namespaces);
  return Response.json(messages, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
