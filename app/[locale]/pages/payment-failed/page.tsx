import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentFailedScreen } from '@/components/checkout/payment-failed-screen';
import { perRequest } from '@/components/ui/per-request';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/payment-failed'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('paymentFailed'), robots: { index: false } };
}

/** Per order (its number in the query): only for this browser's or the signed-in shopper's order; asks the back-end, never trusts the URL. */
async function PaymentFailedPage({ params, searchParams }: PageProps<'/[locale]/pages/payment-failed'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order } = await searchParams;
  return <PaymentFailedScreen locale={locale} order={order} />;
}

export default perRequest(PaymentFailedPage);
