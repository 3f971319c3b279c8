import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/pay'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('pay') };
}

export default async function PayPage({ params }: PageProps<'/[locale]/pages/pay'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="pay" />;
}
