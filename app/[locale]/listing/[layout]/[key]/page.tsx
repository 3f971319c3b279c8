import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { loadListing } from '@/lib/catalogue/load-listing';
import { readCachedListing } from '@/lib/catalogue/listing-cache';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { shopBasePath } from '@/lib/catalogue/shop-layouts';
import { ShopListing } from '@/components/catalogue/shop-listing';

type Props = PageProps<'/[locale]/listing/[layout]/[key]'>;

/**
 * The shop's listings, cached whole per query (lib/catalogue/listing-cache.ts): the proxy
 * sends `/shop…?filters` here without changing the URL. No listing is built ahead; each is
 * rendered on its first visit and regenerated with its data (ISR, the `listing` tag).
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, layout, key } = await params;
  const listing = readCachedListing(layout, key);
  return listing ? listingMetadata(locale, shopBasePath(listing.layout, listing.gridType), listing.params) : {};
}

export default async function CachedListingPage({ params }: Props) {
  const { locale, layout, key } = await params;
  setRequestLocale(locale);
  const listing = readCachedListing(layout, key);
  if (!listing) notFound();
  const result = await loadListing(locale, listing.params);
  if (result === 'unknown-category') notFound();
  // A failure renders the listing's error state with its retry, cached for seconds only (call's
  // regenerateSoon); a listing read before keeps its last good data meanwhile.
  return <ShopListing layout={listing.layout} gridType={listing.gridType} params={listing.params} result={result} />;
}
