import type { Product } from '@/lib/backend/schemas/catalogue';

/** The address of a product's related products, as its page's slider reads them. */
export function relatedProductsUrl(slug: string, locale: string): string {
  return `/api/product/related?${new URLSearchParams({ slug, locale })}`;
}

/** What `/api/product/related` answers: the cards of the products related to one. */
export interface RelatedProductsAnswer {
  products: Product[];
}

/** The related products a product page shows: up to twelve, the product itself left out. */
export function relatedOf(products: readonly Product[], currentSku: string): Product[] {
  return products.filter((p) => p.sku !== currentSku).slice(0, 12);
}
