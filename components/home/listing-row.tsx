'use client';
import { useLocale } from 'next-intl';
import { DEFAULT_PARAMS, type ListingParams } from '@/lib/domain/listing-url';
import { listingPageUrl, type ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import { CardsRead, cardTexts } from '@/components/catalogue/cards-read';
import { ProductCardTexts } from '@/components/catalogue/product-card-texts';
import type { CardsPlace } from '@/components/catalogue/cards-when-near';
import { ProductRow } from './product-row';

/**
 * The first `count` products of a listing (`query` over the default listing), read from
 * /api/listing and shown as the home page's ProductRow: a popular tab, a row further down the page.
 */
export function ListingRow({
  query,
  count,
  label,
  ...place
}: {
  query: Partial<ListingParams>;
  count: number;
  label: string;
} & CardsPlace) {
  const locale = useLocale();
  return (
    <CardsRead
      url={listingPageUrl({ ...DEFAULT_PARAMS, ...query }, locale)}
      pick={(answer) => (answer as ListingPageAnswer).products.slice(0, count)}
      draw={(products) => (
        <ProductCardTexts {...cardTexts(place)}>
          <ProductRow products={products} label={label} />
        </ProductCardTexts>
      )}
      {...place}
    />
  );
}
