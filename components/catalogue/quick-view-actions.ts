'use server';
import { getLocale } from 'next-intl/server';
import { getProduct, slugSchema } from '@/lib/backend/catalogue';
import type { Product } from '@/lib/backend/schemas/catalogue';

/**
 * The whole product for a quick view that has just opened: cards hand their islands a trimmed
 * product (one picture per variant), so twelve cards do not carry every variant's gallery in the
 * page. Null when the back-end cannot say; the quick view then keeps what the card had.
 */
export async function loadQuickViewProduct(slug: unknown): Promise<Product | null> {
  const valid = slugSchema.safeParse(slug);
  if (!valid.success) return null;
  const result = await getProduct(await getLocale(), valid.data);
  if (!result.ok || !('product' in result.data)) return null;
  // Only the product's own fields: the long texts and the related lists stay on the server.
  const { long_description: _long, features: _features, item_reviews: _reviews, ...product } = result.data.product;
  return { ...product, description: '' };
}
