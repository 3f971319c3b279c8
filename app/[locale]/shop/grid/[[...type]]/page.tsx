import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import { loadListing } from '@/lib/catalogue/load-listing';
import { listingMetadata } from '@/components/catalogue/listing-metadata';
import { ShopListing } from '@/components/catalogue/shop-listing';
import { isGridType } from '@/lib/catalogue/shop-layouts';

function gridType(type: string[] | undefined): string | null | undefined {
  if (!type) return undefined;
  return type.length === 1 && isGridType(type[0] ?? '') ? type[0] : null;
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/shop/grid/[[...type]]'>): Promise<Metadata> {
  const { locale, type } = await params;
  const columns = gridType(type);
  return listingMetadata(
    locale,
    columns ? `/shop/grid/${columns}` : '/shop/grid',
    parseListingParams(await searchParams),
  );
}

/** `/shop/grid/{type?}`: the full-width grid, optionally with a column count such as `/shop/grid/3`. */
export default async function ShopGridPage({ params, searchParams }: PageProps<'/[locale]/shop/grid/[[...type]]'>) {
  const { locale, type } = await params;
  const columns = gridType(type);
  if (columns === null) notFound();
  setRequestLocale(locale);
  const state = parseListingParams(await searchParams);
  const result = await loadListing(locale, state);
  if (result === 'unknown-category') notFound();
  return <ShopListing layout="grid" gridType={columns} params={state} result={result} />;
}
