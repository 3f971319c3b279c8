import { toBrowserCard } from '@/lib/catalogue/product-card-data';
import { productForBrowser, publicAnswer } from '@/lib/catalogue/product-reads';
import { relatedOf, type RelatedProductsAnswer } from '@/lib/catalogue/related-products';

/**
 * The products related to one, as cards, for its page's slider when the shopper scrolls near it:
 * GET ?slug=&locale=. The same read as the page's, so it asks the back-end nothing new.
 */
export async function GET(request: Request) {
  const read = await productForBrowser(request, 'related');
  if ('failed' in read) return read.failed;
  const { product, relatedProducts } = read.detail;
  const answer: RelatedProductsAnswer = { products: relatedOf(relatedProducts, product.sku).map(toBrowserCard) };
  return publicAnswer(answer);
}
