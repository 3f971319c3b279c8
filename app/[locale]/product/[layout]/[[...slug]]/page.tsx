import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getProduct } from '@/lib/backend/catalogue';
import { getItemReviews } from '@/lib/backend/reviews';
import { getProductSafety } from '@/lib/backend/product-safety';
import { normaliseReviews } from '@/lib/domain/reviews';
import { log } from '@/lib/log';
import { productHref, productRoute } from '@/lib/routes';
import { ProductView } from '@/components/product/product-view';
import { Unavailable } from '@/components/ui/unavailable';
import { productMetadata } from '@/components/product/product-seo';

type Props = PageProps<'/[locale]/product/[layout]/[[...slug]]'>;

/**
 * No product is built ahead: each is rendered on its first visit, then served from the page cache
 * (ISR, with the product read's revalidation). Next caches an ISR page's 404 too, so made-up
 * product URLs never get here: the proxy asks the back-end first (lib/routing/product-exists.ts)
 * and sends them to the 404 screen rendered per request. docs/backend/catalogue.md "404s leave
 * nothing in the page cache".
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, layout, slug } = await params;
  // The 404 screen's metadata may be resolved in this scope: it needs the locale without headers.
  setRequestLocale(locale);
  const target = productRoute(layout, slug);
  if (!target) return {};
  const result = await getProduct(locale, target.slug);
  if (!result.ok) return { robots: { index: false } }; // the 404 or the seconds-long fallback
  return result.data.redirectTo === null ? productMetadata(result.data.product) : {};
}

export default async function ProductPage({ params }: Props) {
  const { locale, layout, slug } = await params;
  // Before any notFound(): the 404 screen's texts must find the locale without reading headers.
  setRequestLocale(locale);
  const target = productRoute(layout, slug);
  if (!target) notFound();

  const result = await getProduct(locale, target.slug);
  if (!result.ok) {
    if (result.error.kind === 'not-found') notFound();
    // A back-end failure is logged and shown as a designed page, not an error page: the back-end's failure keeps it in
    // the cache for seconds only (call's regenerateSoon), and a product read before keeps its last
    // good data meanwhile.
    log.error('product.unavailable', { slug: target.slug, kind: result.error.kind });
    return <Unavailable texts="content" whole />;
  }
  if (result.data.redirectTo !== null) permanentRedirect(productHref(result.data.redirectTo, target.layout));
  const detail = result.data;

  const [reviews, safety] = await Promise.all([
    getItemReviews(detail.product.sku),
    getProductSafety(detail.product.sku),
  ]);
  if (!reviews.ok) log.warn('product.reviews-unavailable', { kind: reviews.error.kind, status: reviews.error.status });

  return (
    <ProductView
      detail={detail}
      reviews={reviews.ok ? normaliseReviews(reviews.data) : null}
      safety={safety.ok ? safety.data : null}
      layout={target.layout}
      locale={locale}
    />
  );
}
