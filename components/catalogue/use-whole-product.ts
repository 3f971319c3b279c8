'use client';
import { useApiRead } from '@/components/ui/use-api-read';
import { productSchema, type Product } from '@/lib/backend/schemas/catalogue';

function wholeProduct(answer: unknown): Product | null {
  const parsed = productSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
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
