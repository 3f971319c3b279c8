import { setRequestLocale } from 'next-intl/server';
import { PaymentSuccessScreen } from '@/components/checkout/payment-success-screen';
import { perRequest } from '@/components/ui/per-request';
import { paymentReturnOf } from '@/lib/domain/payment-return';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('paymentSuccess');

/**
 * Per order (its number in the query): only for this browser's or the signed-in shopper's order;
 * asks the back-end, never trusts the URL. Stripe's return adds the payment intent and its client
 * secret, whose own status is read; its `redirect_status` is never believed.
 */
async function PaymentSuccessPage({ params, searchParams }: PageProps<'/[locale]/pages/payment-success'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  return <PaymentSuccessScreen locale={locale} order={query.order} returned={paymentReturnOf(query)} />;
}

export default perRequest(PaymentSuccessPage);
