import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/orders'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('orders') };
}

export default async function OrdersPage({ params }: PageProps<'/[locale]/pages/orders'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="orders" />;
}
