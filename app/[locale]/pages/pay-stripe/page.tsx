import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/pay-stripe'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('payStripe') };
}

export default async function PayStripePage({ params }: PageProps<'/[locale]/pages/pay-stripe'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="payStripe" />;
}
