import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/content/not-found-screen';
import { siteUrl } from '@/lib/env';
import { ShopDocument } from './shop-document';

/**
 * The 404 for every address no route claims, and for unknown products and categories (the proxy
 * sends those to an address no route claims). Next renders this page as the response itself, so
 * its texts and links are in the HTML; a `notFound()` thrown while a page renders on demand gives
 * only an empty document that JavaScript fills in. The locale is the one the proxy chose.
 */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const [meta, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  return {
    metadataBase: new URL(siteUrl()),
    title: meta('titleTemplate').replace('%s', t('metaTitle')),
    robots: { index: false },
  };
}

export const viewport: Viewport = { themeColor: '#a63d17', width: 'device-width', initialScale: 1 };

export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <ShopDocument locale={locale}>
      <NotFoundScreen />
    </ShopDocument>
  );
}
