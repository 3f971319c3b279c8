import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { SHOP_PLACES, shopBasePath, shopPlace } from '@/lib/catalogue/shop-layouts';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { QueriedListing } from '@/components/catalogue/queried-listing';

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
 * The listing is read from the query before anything is sent, not streamed into a static shell: a
 * shopper without JavaScript never sees streamed content, and filters, sort and paging must work
 * as plain links and forms (docs/decisions.md). What is the same for every shopper is still kept:
 * the listing rendered per query and the header's and footer's data.
 */
export const instant = false;

/**
 * `/shop`, `/shop/grid/{columns}` and the layout variants (`/shop/list`, …): one listing, arranged
 * by its layout (lib/catalogue/shop-layouts.ts). The URL's query holds the whole listing state.
 */
export default async function ShopPage({ params, searchParams }: Props) {
  const { locale, place } = await params;
  setRequestLocale(locale);
  const at = shopPlace(place);
  if (!at) notFound();
  return <QueriedListing locale={locale} place={at} searchParams={searchParams} />;
}
