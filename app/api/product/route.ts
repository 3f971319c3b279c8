import type { Product } from '@/lib/backend/schemas/catalogue';
import { productForBrowser, publicAnswer } from '@/lib/catalogue/product-reads';

/**
 * The whole product for a quick view that has just opened: GET ?slug=&locale=. Cards hand their
 * islands a trimmed product (one picture per variant), so twelve cards do not carry every
 * variant's gallery in the page. Public and read with the app token only. Only the product's own
 * fields: long texts and reviews stay on the server.
 */
export async function GET(request: Request) {
  const read = await productForBrowser(request, 'quick-view');
  if ('failed' in read) return read.failed;
  const { long_description: _long, features: _features, item_reviews: _reviews, ...rest } = read.detail.product;
  const product: Product = { ...rest, description: '' };
  return publicAnswer(product);
}
