import { setRequestLocale } from 'next-intl/server';
import { PaymentFailedScreen } from '@/components/checkout/payment-failed-screen';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('paymentFailed');

/** Per order (its number in the query): only for this browser's or the signed-in shopper's order; asks the back-end, never trusts the URL. */
async function PaymentFailedPage({ params, searchParams }: PageProps<'/[locale]/pages/payment-failed'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order } = await searchParams;
  return <PaymentFailedScreen locale={locale} order={order} />;
}

export default perRequest(PaymentFailedPage);
