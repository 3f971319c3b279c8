import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/grid/[[...type]]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('shop') };
}

/** `/shop/grid/{type?}`: the grid listing, optionally with a column count such as `/shop/grid/3`. */
export default async function ShopGridPage({ params }: PageProps<'/[locale]/shop/grid/[[...type]]'>) {
  const { locale, type } = await params;
  if (type && (type.length > 1 || !/^[2-5]$/.test(type[0] ?? ''))) notFound();
  setRequestLocale(locale);
  return <ComingSoon pageKey="shop" />;
}
