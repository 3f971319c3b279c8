import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { perRequest } from '@/components/ui/per-request';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/checkout'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  // The same screen as /pages/pay: that address is the one to index.
  return { title: t('checkout'), alternates: { canonical: '/pages/pay' } };
}

/** The checkout (docs/decisions.md: /pages/pay and /pages/checkout are the same screen). */
async function CheckoutPage({ params }: PageProps<'/[locale]/pages/checkout'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CheckoutScreen locale={locale} />;
}

export default perRequest(CheckoutPage);
