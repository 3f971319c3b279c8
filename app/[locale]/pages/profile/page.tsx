import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/profile'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('profile') };
}

export default async function ProfilePage({ params }: PageProps<'/[locale]/pages/profile'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="profile" />;
}
