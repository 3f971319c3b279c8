import { getProduct } from '@/lib/backend/catalogue';
import { toBrowserCard } from '@/lib/catalogue/product-card-data';
import { productQuerySchema } from '@/lib/catalogue/product-reads';
import { relatedOf, type RelatedProductsAnswer } from '@/lib/catalogue/related-products';
import { log } from '@/lib/log';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The products related to one, as cards, for its page's slider when the shopper scrolls near it:
 * GET ?slug=&locale=. The same read as the page's (kept by the server as the page's is), so it
 * asks the back-end nothing new; public, so browsers may keep it a minute.
 */
export async function GET(request: Request) {
  const parsed = productQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: 'invalid-query' }, { status: 400, headers: NO_STORE });
  const { slug, locale } = parsed.data;
  const result = await getProduct(locale, slug);
  if (!result.ok) {
    log.warn('product.related-failed', { kind: result.error.kind, status: result.error.status });
    const status = result.error.kind === 'not-found' ? 404 : 502;
    return Response.json({ error: status === 404 ? 'not-found' : 'unavailable' }, { status, headers: NO_STORE });
  }
  if (!('product' in result.data)) return Response.json({ error: 'not-found' }, { status: 404, headers: NO_STORE });
  const answer: RelatedProductsAnswer = {
    products: relatedOf(result.data.relatedProducts, result.data.product.sku).map(toBrowserCard),
  };
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });
}
