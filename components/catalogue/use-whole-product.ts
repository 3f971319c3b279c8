'use client';
import { useApiRead } from '@/components/ui/use-api-read';
import type { Product } from '@/lib/backend/schemas/catalogue';

/**
 * The shop's own answer (app/api/product): a product the server has already read with the product
 * schema, its prices in cents. Not read with that schema again, which takes the back-end's euro;
 * a foreign answer (an error page, a proxy's) is told apart by its shape.
 */
function wholeProduct(value: unknown): Product | null {
  if (typeof value !== 'object' || value === null) return null;
  const { slug, sku, variants } = value as Partial<Record<keyof Product, unknown>>;
  return typeof slug === 'string' && typeof sku === 'string' && Array.isArray(variants) ? (value as Product) : null;
}

/**
 * The whole product (every variant's pictures) behind a card's trimmed one, read when a quick view
 * opens. Null until it arrives, and when the back-end cannot say: the quick view keeps what the
 * card had.
 */
export function useWholeProduct(slug: string, locale: string): Product | null {
  const { data } = useApiRead(
    { url: `/api/product?${new URLSearchParams({ slug, locale })}`, shared: true },
    wholeProduct,
  );
  return data ?? null;
}
