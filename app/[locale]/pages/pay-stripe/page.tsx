import { setRequestLocale } from 'next-intl/server';
import { CardPaymentScreen } from '@/components/checkout/card-payment-screen';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('payStripe');

/** Per order (its number in the query): only for this browser's or the signed-in shopper's order; asks the back-end, never trusts the URL. */
async function PayStripePage({ params, searchParams }: PageProps<'/[locale]/pages/pay-stripe'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order } = await searchParams;
  return <CardPaymentScreen locale={locale} order={order} />;
}

export default perRequest(PayStripePage);
