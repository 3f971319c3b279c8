'use client';
import { useState } from 'react';
import { SwrRead } from '@/components/ui/swr-read';
import { ProductCard } from '@/components/catalogue/product-card';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { relatedProductsUrl, type RelatedProductsAnswer } from '@/lib/catalogue/related-products';
import type { CardsRead } from '@/components/catalogue/cards-when-near';
import { RelatedSlider } from './related-slider';

/**
 * The related products read in the browser and drawn as the slider of cards the server drew
 * before; the product page's texts hold the cards' (components/product/product-intl.tsx).
 */
export function RelatedRead({
  slug,
  locale,
  labelledBy,
  placeholder,
  onSettled,
}: {
  slug: string;
  locale: string;
  labelledBy: string;
} & CardsRead) {
  const [products, setProducts] = useState<Product[] | null>(null);
  if (products)
    return (
      <RelatedSlider labelledBy={labelledBy}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </RelatedSlider>
    );
  return (
    <>
      {placeholder}
      <SwrRead
        url={relatedProductsUrl(slug, locale)}
        onAnswer={(_url, body) => {
          const found = (body as RelatedProductsAnswer).products;
          if (found.length > 0) setProducts(found);
          onSettled(found.length > 0);
        }}
        onFailure={() => onSettled(false)}
      />
    </>
  );
}
