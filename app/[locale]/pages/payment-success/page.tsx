import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentSuccessScreen } from '@/components/checkout/payment-success-screen';
import { paymentReturnOf } from '@/lib/domain/payment-return';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/payment-success'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('paymentSuccess'), robots: { index: false } };
}

/**
 * Per order (its number in the query): only for this browser's or the signed-in shopper's order;
 * asks the back-end, never trusts the URL. Stripe's return adds the payment intent and its client
 * secret, whose own status is read; its `redirect_status` is never believed.
 */
export default async function PaymentSuccessPage({
  params,
  searchParams,
}: PageProps<'/[locale]/pages/payment-success'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  return <PaymentSuccessScreen locale={locale} order={query.order} returned={paymentReturnOf(query)} />;
}
