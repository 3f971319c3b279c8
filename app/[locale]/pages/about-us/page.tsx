import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/about-us'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('aboutUs') };
}

export default async function AboutUsPage({ params }: PageProps<'/[locale]/pages/about-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="aboutUs" />;
}
