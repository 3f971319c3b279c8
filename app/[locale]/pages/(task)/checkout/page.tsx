import { titledPage } from '@/lib/page-title';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';

// The same screen as /pages/pay: that address is the one to index.
export const generateMetadata = titledPage('Pages.checkout', { alternates: { canonical: '/pages/pay' } });

/** The checkout (docs/decisions.md: /pages/pay and /pages/checkout are the same screen). */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/pages/checkout'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CheckoutScreen locale={locale} />;
}
