import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/content/coming-soon';
import { isShopVariant, SHOP_VARIANTS } from '@/lib/routes';
import { routing } from '@/i18n/routing';

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => SHOP_VARIANTS.map((variant) => ({ locale, variant })));
}
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/[variant]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('shop') };
}

/** The eight listing layout variants of spec §2: same listing, different arrangement. */
export default async function ShopVariantPage({ params }: PageProps<'/[locale]/shop/[variant]'>) {
  const { locale, variant } = await params;
  if (!isShopVariant(variant)) notFound();
  setRequestLocale(locale);
  return <ComingSoon pageKey="shop" />;
}
