import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';
import { isProductLayout } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[locale]/product/[layout]/[[...slug]]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('product') };
}

/** `/product/{layout}/{slug}` in ten layouts (spec §2); an unknown layout is a 404 (decisions.md). */
export default async function ProductPage({ params }: PageProps<'/[locale]/product/[layout]/[[...slug]]'>) {
  const { locale, layout, slug } = await params;
  if (!isProductLayout(layout) || !slug || slug.length !== 1) notFound();
  setRequestLocale(locale);
  return <ComingSoon pageKey="product" />;
}
