import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/payment-failed'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('paymentFailed') };
}

export default async function PaymentFailedPage({ params }: PageProps<'/[locale]/pages/payment-failed'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="paymentFailed" />;
}
