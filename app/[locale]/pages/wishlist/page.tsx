import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/wishlist'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('wishlist') };
}

export default async function WishlistPage({ params }: PageProps<'/[locale]/pages/wishlist'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoon pageKey="wishlist" />;
}
