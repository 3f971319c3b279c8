import { APP_TOKEN, MOCK_URL } from './backend';

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

/**
 * The listing method as the real back-end serves it: GET only, arguments in the query string
 * (objects as JSON text). `mockUrl` picks the default or the extended mock.
 */
export async function listingCall<T = Listing>(
  params: Record<string, unknown>,
  mockUrl = MOCK_URL,
): Promise<{ status: number; body: T }> {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const res = await fetch(`${mockUrl}/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop?${query}`, {
    headers: { Authorization: APP_TOKEN },
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

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
