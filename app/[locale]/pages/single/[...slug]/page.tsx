import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/single/[...slug]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('content') };
}

/** `/pages/single/{slug}`: a blog post or content page by slug (decisions.md). */
export default async function SinglePage({ params }: PageProps<'/[locale]/pages/single/[...slug]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="content" />;
}
