import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/cart'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('cart') };
}

export default async function CartPage({ params }: PageProps<'/[locale]/pages/cart'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="cart" />;
}
