import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * `generateMetadata` of a page search engines must not list (sign-in, the shopper's account, a
 * payment's outcome): its title, a key of the `Pages` texts, in the address's locale.
 */
export function unlistedPage(titleKey: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return { title: t(titleKey), robots: { index: false } };
  };
}
