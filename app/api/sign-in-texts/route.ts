import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { pickMessages, SIGN_IN_DIALOG_NAMESPACES } from '@/i18n/client-messages';

/**
 * The header's sign-in dialog's texts, GET ?locale=: the same compiled messages a page's provider
 * sends, read when the dialog first opens instead of travelling in every page. The same for every
 * shopper, so browsers may keep them a few minutes (not longer: a new release may add a text).
 */
export async function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('locale');
  if (!hasLocale(routing.locales, locale)) {
    return Response.json({ error: 'invalid-query' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const messages = pickMessages(await getMessages({ locale }), SIGN_IN_DIALOG_NAMESPACES);
  return Response.json(messages, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
