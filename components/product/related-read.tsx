'use client';
import { ProductCard } from '@/components/catalogue/product-card';
import { CardsRead, cardTexts } from '@/components/catalogue/cards-read';
import { ProductCardTexts } from '@/components/catalogue/product-card-texts';
import type { CardsPlace } from '@/components/catalogue/cards-when-near';
import { relatedProductsUrl, type RelatedProductsAnswer } from '@/lib/catalogue/related-products';
import { RelatedSlider } from './related-slider';

/** The related products, read from /api/product/related and drawn as the slider of cards. */
export function RelatedRead({
  slug,
  locale,
  labelledBy,
  labels,
  ...place
}: {
  slug: string;
  locale: string;
  labelledBy: string;
  labels: { previous: string; next: string };
} & CardsPlace) {
  return (
    <CardsRead
      url={relatedProductsUrl(slug, locale)}
      pick={(answer) => (answer as RelatedProductsAnswer).products}
      draw={(products) => (
        <ProductCardTexts {...cardTexts(place)}>
          <RelatedSlider labelledBy={labelledBy} labels={labels}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </RelatedSlider>
        </ProductCardTexts>
      )}
      {...place}
    />
  );
}
