import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardPaymentScreen } from '@/components/checkout/payment-screens';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/pay-stripe'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('payStripe'), robots: { index: false } };
}

/** Per order (its number and access token in the query): asks the back-end, never trusts the URL. */
export default async function PayStripePage({ params, searchParams }: PageProps<'/[locale]/pages/pay-stripe'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order, token } = await searchParams;
  return <CardPaymentScreen locale={locale} order={order} token={token} />;
}
