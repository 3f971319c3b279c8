import { mockAt } from './backend';
import { readListing } from './mock-shopper.mjs';

/**
 * Test data picked from the mock back-end's seeded catalogue at run time, so journeys do not
 * depend on one product's slug surviving a change of the seed.
 */
export interface SeedVariant {
  sku: string;
  price: number;
  sale_price: number | null;
  stock: number;
  color?: string | null;
  size?: string | null;
  pictures?: Array<{ url: string }>;
}
export interface SeedProduct {
  slug: string;
  sku: string;
  name: string;
  price: number;
  sale_price: number | null;
  variants: SeedVariant[];
}

interface Listing {
  message: { products: SeedProduct[] };
}

/** The listing of the default mock, or of the one at `mockUrl` (the extended one). */
export const listingCall = <T = Listing>(params: Record<string, unknown>, mockUrl?: string) =>
  readListing<T>(mockAt(mockUrl), params);

export const unitPrice = (p: { price: number; sale_price: number | null }) =>
  p.sale_price !== null && p.sale_price > 0 && p.sale_price < p.price ? p.sale_price : p.price;

/** The page's default choice: the first variant in stock (lib/domain/product-variants.ts). */
export const firstInStock = (p: SeedProduct) => p.variants.find((v) => v.stock > 0) ?? p.variants[0];

/**
 * On the extended profile only (the real back-end sends `variants: []`): a product whose default variant and another in-stock variant have different prices and differ
 * by colour or size: choosing the second must change the sku and the price shown.
 */
export async function productWithPricedVariants(
  mockUrl?: string,
): Promise<{ product: SeedProduct; first: SeedVariant; second: SeedVariant }> {
  const { status, body } = await listingCall({ page: 1, per_page: 60 }, mockUrl);
  if (status !== 200) throw new Error(`listing failed: ${status}`);
  for (const product of body.message.products) {
    const first = firstInStock(product);
    if (!first || first.stock <= 0) continue;
    const second = product.variants.find(
      (v) => v.sku !== first.sku && v.stock > 0 && unitPrice(v) !== unitPrice(first) && (v.color || v.size),
    );
    if (second) return { product, first, second };
  }
  throw new Error('no product with two in-stock variants at different prices in the first 60');
}

/** "€6.49" as the English pages print it. */
export const euro = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
