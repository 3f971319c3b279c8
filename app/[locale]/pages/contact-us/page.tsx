import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/contact-us'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('contactUs') };
}

export default async function ContactUsPage({ params }: PageProps<'/[locale]/pages/contact-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="contactUs" />;
}
