'use client';
import useSWR from 'swr';
import { productSchema, type Product } from '@/lib/backend/schemas/catalogue';

async function fetchWholeProduct([, slug, locale]: readonly [string, string, string]): Promise<Product | null> {
  const response = await fetch(`/api/product?${new URLSearchParams({ slug, locale })}`);
  if (!response.ok) return null;
  const parsed = productSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
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
