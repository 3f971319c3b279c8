'use server';
import { getLocale } from 'next-intl/server';
import { getProduct } from '@/lib/backend/catalogue';
import type { Product } from '@/lib/backend/schemas/catalogue';

/**
 * The whole product for a quick view that has just opened: cards hand their islands a trimmed
 * product (one picture per variant), so twelve cards do not carry every variant's gallery in the
 * page. Null when the back-end cannot say; the quick view then keeps what the card had.
 */
export async function loadQuickViewProduct(slug: unknown): Promise<Product | null> {
  if (typeof slug !== 'string' || !/^[\w-]{1,200}$/.test(slug)) return null;
  const result = await getProduct(await getLocale(), slug);
  if (!result.ok || !('product' in result.data)) return null;
  // Only the product's own fields: the long texts and the related lists stay on the server.
  const { long_description: _long, features: _features, specifications: _specs, ...product } = result.data.product;
  return { ...product, description: '' };
}
