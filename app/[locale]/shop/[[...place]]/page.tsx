import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { isPathListing, parseListingParams } from '@/lib/catalogue/listing-params';
import { SHOP_PLACES, shopBasePath, shopPlace } from '@/lib/catalogue/shop-layouts';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { PlacedListing } from '@/components/catalogue/placed-listing';

type Props = PageProps<'/[locale]/shop/[[...place]]'>;

/** Every layout's unfiltered listing is built ahead; the others on their first visit. */
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => SHOP_PLACES.map((place) => ({ locale, place })));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, place } = await params;
  const at = shopPlace(place);
  if (!at) return {};
  const state = at.inQuery ? parseListingParams(await searchParams) : at.params;
  return listingMetadata(locale, shopBasePath(at.layout, at.gridType), state);
}

/**
 * A listing is rendered whole before anything is sent, not streamed into a static shell: a shopper
 * without JavaScript never sees streamed content, and filters, sort and paging must work as plain
 * links and forms (docs/decisions.md). One the shop keeps is rendered once and then served whole.
 */
export const instant = false;

/**
 * `/shop`, `/shop/grid/{columns}` and the layout variants (`/shop/list`, …), then the listing's
 * state: `/shop/list/category=Giardino/page=2`, or `/shop/list/search?max_price=20` for one
 * rendered per request (lib/catalogue/shop-layouts.ts). One listing, arranged by its layout.
 */
export default async function ShopPage({ params, searchParams }: Props) {
  const { locale, place } = await params;
  setRequestLocale(locale);
  const at = shopPlace(place);
  // A state only the query may hold, written in the path, is no listing's address (the proxy sends it on).
  if (!at || (!at.inQuery && !isPathListing(at.params))) notFound();
  return <PlacedListing locale={locale} place={at} searchParams={searchParams} />;
}
