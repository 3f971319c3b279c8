'use client';
import useSWR from 'swr';
import type { Product } from '@/lib/backend/schemas/catalogue';

/**
 * The shop's own answer (app/api/product): a product the server has already read with the product
 * schema, its prices in cents. Not read with that schema again, which takes the back-end's euro;
 * a foreign answer (an error page, a proxy's) is told apart by its shape.
 */
function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const { slug, sku, variants } = value as Partial<Record<keyof Product, unknown>>;
  return typeof slug === 'string' && typeof sku === 'string' && Array.isArray(variants);
}

async function fetchWholeProduct([, slug, locale]: readonly [string, string, string]): Promise<Product | null> {
  const response = await fetch(`/api/product?${new URLSearchParams({ slug, locale })}`);
  if (!response.ok) return null;
  const answer: unknown = await response.json();
  return isProduct(answer) ? answer : null;
}

/**
 * The whole product (every variant's pictures) behind a card's trimmed one, read when a quick view
 * opens. Null until it arrives, and when the back-end cannot say: the quick view keeps what the
 * card had.
 */
export function useWholeProduct(slug: string, locale: string): Product | null {
  const { data } = useSWR(['whole-product', slug, locale] as const, fetchWholeProduct, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? null;
}
