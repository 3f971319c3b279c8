import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { loadListing } from '@/lib/catalogue/load-listing';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { ShopListing } from '@/components/catalogue/shop-listing';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/shop'>): Promise<Metadata> {
  const { locale } = await params;
  return listingMetadata(locale, '/shop', parseListingParams(await searchParams));
}

/** `/shop`: the catalogue with a left sidebar. The URL holds the whole listing state. */
export default async function ShopPage({ params, searchParams }: PageProps<'/[locale]/shop'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const state = parseListingParams(await searchParams);
  const result = await loadListing(locale, state);
  if (result === 'unknown-category') notFound();
  return <ShopListing layout="default" params={state} result={result} />;
}
