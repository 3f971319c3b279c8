'use client';
import { useState } from 'react';
import { SwrRead } from '@/components/ui/swr-read';
import { ProductCard } from '@/components/catalogue/product-card';
import { ProductCardTexts } from '@/components/catalogue/product-card-texts';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { relatedProductsUrl, type RelatedProductsAnswer } from '@/lib/catalogue/related-products';
import type { CardsRead } from '@/components/catalogue/cards-when-near';
import { RelatedSlider } from './related-slider';

/**
 * The related products read in the browser and drawn as the slider of cards the server drew
 * before, with the cards' texts read beside them (the product page sends only its own).
 */
export function RelatedRead({
  slug,
  locale,
  labelledBy,
  labels,
  placeholder,
  onSettled,
}: {
  slug: string;
  locale: string;
  labelledBy: string;
  labels: { previous: string; next: string };
} & CardsRead) {
  const [products, setProducts] = useState<Product[] | null>(null);
  if (products)
    return (
      <ProductCardTexts fallback={placeholder} failed={() => null} onError={() => onSettled(false)}>
        <RelatedSlider labelledBy={labelledBy} labels={labels}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </RelatedSlider>
      </ProductCardTexts>
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
