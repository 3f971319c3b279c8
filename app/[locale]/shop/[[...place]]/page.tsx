import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { routing } from '@/i18n/routing';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { SHOP_PLACES, shopBasePath, shopPlace } from '@/lib/catalogue/shop-layouts';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { ListingFrame, QueriedListing } from '@/components/catalogue/queried-listing';

type Props = PageProps<'/[locale]/shop/[[...place]]'>;

/** Every layout's shell is built ahead; the listing itself depends on the query. */
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => SHOP_PLACES.map((place) => ({ locale, place })));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, place } = await params;
  const at = shopPlace(place);
  return at
    ? listingMetadata(locale, shopBasePath(at.layout, at.gridType), parseListingParams(await searchParams))
    : {};
}

/**
 * `/shop`, `/shop/grid/{columns}` and the layout variants (`/shop/list`, …): one listing, arranged
 * by its layout (lib/catalogue/shop-layouts.ts). The URL's query holds the whole listing state, so
 * the page's shell is static and the listing streams in.
 */
export default async function ShopPage({ params, searchParams }: Props) {
  const { locale, place } = await params;
  setRequestLocale(locale);
  const at = shopPlace(place);
  if (!at) notFound();
  return (
    <Suspense fallback={<ListingFrame />}>
      <QueriedListing locale={locale} place={at} searchParams={searchParams} />
    </Suspense>
  );
}
