import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/content/not-found-screen';

/**
 * Next passes the segment's params to this function although not-found's docs say "no props".
 * Using the locale from them matters: on a statically rendered route (a product page, ISR), an
 * implicit getTranslations() here reads the request headers and turns the 404 into a 500
 * ("Page changed from static to dynamic at runtime"). The implicit call stays as the fallback.
 */
export async function generateMetadata(props: { params?: Promise<{ locale?: string }> }) {
  const locale = (await props.params)?.locale;
  const t = locale ? await getTranslations({ locale, namespace: 'NotFound' }) : await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundScreen />;
}
