import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentSuccessScreen } from '@/components/checkout/payment-success-screen';
import { PerRequest } from '@/components/ui/per-request';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/payment-success'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('paymentSuccess'), robots: { index: false } };
}

/** Per order (its number in the query): only for this browser's or the signed-in shopper's order; asks the back-end, never trusts the URL. */
async function PaymentSuccessPage({ params, searchParams }: PageProps<'/[locale]/pages/payment-success'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { order } = await searchParams;
  return <PaymentSuccessScreen locale={locale} order={order} />;
}

export default function Page(props: Parameters<typeof PaymentSuccessPage>[0]) {
  return (
    <PerRequest>
      <PaymentSuccessPage {...props} />
    </PerRequest>
  );
}
