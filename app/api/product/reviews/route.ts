import { getItemReviews } from '@/lib/backend/reviews';
import { normaliseReviews, type ReviewsPage } from '@/lib/domain/reviews';
import { productForBrowser, publicAnswer } from '@/lib/catalogue/product-reads';

/**
 * A product's first page of reviews, for its reviews tab when first shown: GET ?slug=&locale=. The
 * page's own reads (the product, then its reviews, both kept), so the tab asks the back-end
 * nothing new and lists what the page's stars count. A made-up slug is not a product, so nothing
 * is kept for it. The next pages are /api/reviews/<sku>?start=N.
 */
export async function GET(request: Request) {
  const read = await productForBrowser(request, 'reviews');
  if ('failed' in read) return read.failed;
  const result = await getItemReviews(read.detail.product.sku);
  if (!result.ok)
    return Response.json({ error: result.error.kind }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const { reviews, total } = normaliseReviews(result.data);
  const answer: ReviewsPage = { reviews, total };
  return publicAnswer(answer);
}
