import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listingHref, type ListingParams } from '@/lib/catalogue/listing-params';

/**
 * Title and canonical URL of a listing page. Filtered, sorted or paged variants of a listing
 * point their canonical at the listing with only what changes its content (search, category,
 * colour, size, price, page), and searches are kept out of the index.
 */
export async function listingMetadata(locale: string, basePath: string, params: ListingParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'ListingPage' });
  const canonical = listingHref(basePath, { ...params, order_by: 'default', per_page: 12, view: null });
  const title = params.search_term
    ? t('titleSearch', { term: params.search_term })
    : params.wishlist
      ? t('titleWishlist')
      : t('title');
  return {
    title: params.page > 1 ? t('metaTitlePaged', { title, page: params.page }) : title,
    description: t('metaDescription'),
    alternates: { canonical },
    robots: params.search_term || params.wishlist ? { index: false, follow: true } : undefined,
  };
}
