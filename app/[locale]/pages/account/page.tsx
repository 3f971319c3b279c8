import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/account'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('account') };
}

export default async function AccountPage({ params }: PageProps<'/[locale]/pages/account'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="account" />;
}
