import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getProduct, slugSchema } from '@/lib/backend/catalogue';
import { getItemReviews } from '@/lib/backend/reviews';
import { normaliseReviews } from '@/lib/domain/reviews';
import { log } from '@/lib/log';
import { DEFAULT_PRODUCT_LAYOUT, isProductLayout, productHref, type ProductLayout } from '@/lib/routes';
import { ProductView } from '@/components/product/product-view';
import { ContentUnavailable } from '@/components/content/content-unavailable';
import { productMetadata } from '@/components/product/product-seo';

type Props = PageProps<'/[locale]/product/[layout]/[[...slug]]'>;

/*
 * Rendered per request, from the data cache (the product read is cached for five minutes, and
 * only successful answers are). Not an ISR page on purpose: Next caches an ISR page's 404 as well,
 * so every made-up product URL would add a page to the cache (`.next/server` or Redis) without
 * end. docs/backend/catalogue.md "404s leave nothing in the page cache".
 */

/**
 * `/product/{layout}/{slug}` for the ten layouts, and the generic `/product/{slug}` in the default
 * layout (spec §2). The back-end's slug has a slash (`det/<name>-<sku>`), so it spans two
 * segments: `/product/fullwidth/det/<name>-<sku>`, `/product/det/<name>-<sku>`. An unknown layout,
 * a malformed slug or one the back-end does not know is a 404.
 */
function route(layout: string, slug: string[] | undefined): { layout: ProductLayout; slug: string } | null {
  const whole = (parts: string[]) => {
    const joined = parts.join('/');
    return slugSchema.safeParse(joined).success ? joined : null;
  };
  if (isProductLayout(layout)) {
    const s = whole(slug ?? []);
    return s ? { layout, slug: s } : null;
  }
  const s = whole([layout, ...(slug ?? [])]);
  return s ? { layout: DEFAULT_PRODUCT_LAYOUT, slug: s } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, layout, slug } = await params;
  // The 404 screen's metadata may be resolved in this scope: it needs the locale without headers.
  setRequestLocale(locale);
  const target = route(layout, slug);
  if (!target) return {};
  const result = await getProduct(locale, target.slug);
  if (!result.ok) return { robots: { index: false } }; // the 404 or the seconds-long fallback
  return result.data.redirectTo === null ? productMetadata(result.data.product) : {};
}

export default async function ProductPage({ params }: Props) {
  const { locale, layout, slug } = await params;
  // Before any notFound(): the 404 screen's texts must find the locale without reading headers.
  setRequestLocale(locale);
  const target = route(layout, slug);
  if (!target) notFound();

  const result = await getProduct(locale, target.slug);
  if (!result.ok) {
    if (result.error.kind === 'not-found') notFound();
    // Spec §8: logged, and a designed page rather than an error: the back-end's failure keeps it in
    // the cache for seconds only (call's regenerateSoon), and a product read before keeps its last
    // good data meanwhile.
    log.error('product.unavailable', { slug: target.slug, kind: result.error.kind });
    return <ContentUnavailable />;
  }
  if (result.data.redirectTo !== null) permanentRedirect(productHref(result.data.redirectTo, target.layout));
  const detail = result.data;

  const reviews = await getItemReviews(detail.product.sku);
  if (!reviews.ok) console.error('Error fetching reviews:', reviews.error);

  return (
    <ProductView detail={detail} reviews={reviews.ok ? normaliseReviews(reviews.data) : null} layout={target.layout} locale={locale} />
  );
}
