import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/login'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('login') };
}

export default async function LoginPage({ params }: PageProps<'/[locale]/pages/login'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="login" />;
}
