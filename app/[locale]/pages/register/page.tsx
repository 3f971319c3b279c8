import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/register'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('register') };
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/pages/register'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="register" />;
}
