'use client';
import { useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { SwrRead } from '@/components/ui/swr-read';
import { DEFAULT_PARAMS } from '@/lib/domain/listing-url';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPageUrl, type ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import { HOME_COUNTS } from '@/lib/home/home-counts';
import { ProductCardTexts } from '@/components/catalogue/product-card-texts';
import { ProductRow } from './product-row';

/**
 * A popular tab's products after the first tab, loaded when a tab is first opened or hovered:
 * the category by popularity read from /api/listing, shown as the page's own ProductRow (its
 * cards rendered here). `placeholder` stands until they come; `onSettled` says whether there is
 * anything to show (a failed read or an empty category is not).
 */
export function PopularTabProducts({
  category,
  label,
  placeholder,
  onSettled,
}: {
  category: string;
  label: string;
  placeholder: ReactNode;
  onSettled: (shown: boolean) => void;
}) {
  const locale = useLocale();
  const [products, setProducts] = useState<Product[] | null>(null);
  // The cards' texts come with the first tab the browser draws; without them the tab shows nothing.
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
        url={listingPageUrl({ ...DEFAULT_PARAMS, category, order_by: 'popularity' }, locale)}
        onAnswer={(_url, body) => {
          const found = (body as ListingPageAnswer).products.slice(0, HOME_COUNTS.perTab);
          if (found.length > 0) setProducts(found);
          onSettled(found.length > 0);
        }}
        onFailure={() => onSettled(false)}
      />
    </>
  );
}
