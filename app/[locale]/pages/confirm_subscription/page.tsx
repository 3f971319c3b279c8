import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/confirm_subscription'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('confirmSubscription') };
}

export default async function ConfirmSubscriptionPage({ params }: PageProps<'/[locale]/pages/confirm_subscription'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="confirmSubscription" />;
}
