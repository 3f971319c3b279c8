'use client';
import { useState } from 'react';
import { useLocale } from 'next-intl';
import { SwrRead } from '@/components/ui/swr-read';
import { DEFAULT_PARAMS, type ListingParams } from '@/lib/domain/listing-url';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPageUrl, type ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import { ProductCardTexts } from '@/components/catalogue/product-card-texts';
import type { CardsRead } from '@/components/catalogue/cards-when-near';
import { ProductRow } from './product-row';

/**
 * The first `count` products of a listing (`query` over the default listing), read from /api/listing in
 * the browser and shown as the page's own ProductRow (its cards rendered here): a popular tab
 * after the first, a row further down the home page. `placeholder` stands until they come;
 * `onSettled` says whether there is anything to show (a failed read or an empty listing is not).
 */
export function ListingRow({
  query,
  count,
  label,
  placeholder,
  onSettled,
}: {
  query: Partial<ListingParams>;
  count: number;
  label: string;
} & CardsRead) {
  const locale = useLocale();
  const [products, setProducts] = useState<Product[] | null>(null);
  // The cards' texts come with the first row the browser draws; without them the row shows nothing.
  if (products)
    return (
      <ProductCardTexts fallback={placeholder} failed={() => null} onError={() => onSettled(false)}>
        <ProductRow products={products} label={label} />
      </ProductCardTexts>
    );
  return (
    <>
      {placeholder}
      <SwrRead
        url={listingPageUrl({ ...DEFAULT_PARAMS, ...query }, locale)}
        onAnswer={(_url, body) => {
          const found = (body as ListingPageAnswer).products.slice(0, count);
          if (found.length > 0) setProducts(found);
          onSettled(found.length > 0);
        }}
        onFailure={() => onSettled(false)}
      />
    </>
  );
}
