'use client';
import { useState, type ReactNode } from 'react';
import { SwrRead } from '@/components/ui/swr-read';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { ProductCardTexts } from './product-card-texts';
import type { CardsPlace } from './cards-when-near';

/**
 * Product cards read in the browser: `url` is read, `pick` takes the products from its answer, and
 * `draw` draws them as the server drew them before, with the cards' texts read beside them (a page
 * sends only its own). `placeholder` stands until they come; `onSettled` says whether there is
 * anything to show (a failed read or none found is not).
 */
export function CardsRead({
  url,
  pick,
  draw,
  placeholder,
  onSettled,
}: {
  url: string;
  pick: (answer: unknown) => Product[];
  draw: (products: Product[]) => ReactNode;
} & CardsPlace) {
  const [products, setProducts] = useState<Product[] | null>(null);
  if (products)
    return (
      <ProductCardTexts fallback={placeholder} failed={() => null} onError={() => onSettled(false)}>
        {draw(products)}
      </ProductCardTexts>
    );
  return (
    <>
      {placeholder}
      <SwrRead
        url={url}
        onAnswer={(_url, answer) => {
          const found = pick(answer);
          if (found.length > 0) setProducts(found);
          onSettled(found.length > 0);
        }}
        onFailure={() => onSettled(false)}
      />
    </>
  );
}
