import { titledPage } from '@/lib/page-title';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';

// Indexable (the checkout is a page search engines may list): a crawler sees the checkout's empty shell, which harms nothing.
export const generateMetadata = titledPage('Pages.pay');

/** The checkout (docs/decisions.md: /pages/pay and /pages/checkout are the same screen). */
export default async function PayPage({ params }: PageProps<'/[locale]/pages/pay'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CheckoutScreen locale={locale} />;
}
