import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/checkout'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('checkout') };
}

export default async function CheckoutPage({ params }: PageProps<'/[locale]/pages/checkout'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="checkout" />;
}
