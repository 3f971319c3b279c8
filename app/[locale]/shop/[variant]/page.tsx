import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isShopVariant, SHOP_VARIANTS } from '@/lib/routes';
import { routing } from '@/i18n/routing';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { loadListing } from '@/lib/catalogue/load-listing';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { ShopListing } from '@/components/catalogue/shop-listing';

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => SHOP_VARIANTS.map((variant) => ({ locale, variant })));
}
export const dynamicParams = false;

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/shop/[variant]'>): Promise<Metadata> {
  const { locale, variant } = await params;
  return listingMetadata(locale, `/shop/${variant}`, parseListingParams(await searchParams));
}

/** The eight listing layout variants: same listing, different arrangement. */
export default async function ShopVariantPage({ params, searchParams }: PageProps<'/[locale]/shop/[variant]'>) {
  const { locale, variant } = await params;
  if (!isShopVariant(variant)) notFound();
  setRequestLocale(locale);
  const state = parseListingParams(await searchParams);
  const result = await loadListing(locale, state);
  if (result === 'unknown-category') notFound();
  return <ShopListing layout={variant} params={state} result={result} />;
}
