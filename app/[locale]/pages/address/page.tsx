import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/address'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('address') };
}

export default async function AddressPage({ params }: PageProps<'/[locale]/pages/address'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="address" />;
}
