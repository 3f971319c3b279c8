import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/blog'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('blog') };
}

export default async function BlogPage({ params }: PageProps<'/[locale]/pages/blog'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="blog" />;
}
