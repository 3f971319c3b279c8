import { getProduct } from '@/lib/backend/catalogue';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { productQuerySchema } from '@/lib/catalogue/product-reads';
import { log } from '@/lib/log';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The whole product for a quick view that has just opened: GET ?slug=&locale=. Cards hand their
 * islands a trimmed product (one picture per variant), so twelve cards do not carry every
 * variant's gallery in the page. Public and read with the app token only, so browsers may keep
 * it a minute (the server keeps the back-end's answer five); the locale is in the URL so one URL
 * never mixes languages. Only the product's own fields: long texts and reviews stay on the server.
 */
export async function GET(request: Request) {
  const parsed = productQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid-query' }, { status: 400, headers: NO_STORE });
  const { slug, locale } = parsed.data;
  const result = await getProduct(locale, slug);
  if (!result.ok) {
    log.warn('product.quick-view-failed', { kind: result.error.kind, status: result.error.status });
    const status = result.error.kind === 'not-found' ? 404 : 502;
    return Response.json({ error: status === 404 ? 'not-found' : 'unavailable' }, { status, headers: NO_STORE });
  }
  // A renamed product answers with its new address; the card's own data stays in the quick view.
  if (!('product' in result.data)) return Response.json({ error: 'not-found' }, { status: 404, headers: NO_STORE });
  const { long_description: _long, features: _features, item_reviews: _reviews, ...rest } = result.data.product;
  const product: Product = { ...rest, description: '' };
  return Response.json(product, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });
}
