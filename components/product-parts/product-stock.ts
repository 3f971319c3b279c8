import type { Product } from '@/lib/backend/schemas/catalogue';

/**
 * In stock when the product, or any of its variants, has units. Apart from the card's other data
 * rules (lib/catalogue/product-card-data.ts) because the card's buttons, in the first load of every page with
 * cards, need only this, while the rest loads with the cards the browser renders (popular tabs,
 * "Load more"): every export of a module that a first-load island shares is shipped with it.
 */
export function inStock(product: Pick<Product, 'stock' | 'variants'>): boolean {
  return product.variants.length > 0 ? product.variants.some((v) => v.stock > 0) : product.stock > 0;
}
