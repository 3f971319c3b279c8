import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/forgot-password'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('forgotPassword') };
}

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/pages/forgot-password'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="forgotPassword" />;
}
