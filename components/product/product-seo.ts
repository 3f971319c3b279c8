import type { Metadata } from 'next';
import { absoluteUrl, breadcrumbJsonLd, plainText as textOf, productJsonLd } from '@/lib/structured-data';
import { siteUrl } from '@/lib/env';
import type { ReviewSummary } from '@/lib/domain/reviews';
import type { Crumb } from '@/components/ui/breadcrumb';
import { canonicalPath, type DetailProduct } from './product-data';

const absolute = (path: string) => absoluteUrl(path, siteUrl()) ?? path;

function plainText(html: string, max: number): string {
  const text = textOf(html);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Title, description, canonical and Open Graph of a product page. Every layout and
 * `/det/{slug}` name the same canonical URL, the default layout's, so search engines index the
 * product once.
 */
export function productMetadata(product: DetailProduct): Metadata {
  const description = plainText(product.short_description || product.description || product.long_description, 160);
  const picture = product.main_pictures[0] ?? product.large_pictures[0] ?? product.gallery_pictures[0];
  const canonical = canonicalPath(product.slug);
  return {
    title: product.name,
    description: description || undefined,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title: product.name,
      description: description || undefined,
      url: canonical,
      images: picture
        ? [{ url: absolute(picture.url), width: picture.width, height: picture.height, alt: product.name }]
        : undefined,
    },
    twitter: {
      card: picture ? 'summary_large_image' : 'summary',
      title: product.name,
      description: description || undefined,
    },
  };
}

export function productStructuredData(product: DetailProduct, reviews: ReviewSummary | null, crumbs: Crumb[]) {
  const url = absolute(canonicalPath(product.slug));
  const pictures = product.large_pictures.length ? product.large_pictures : product.main_pictures;
  const offers = product.variants.length
    ? product.variants.map((v) => ({
        sku: v.sku,
        price: v.price ?? product.price,
        sale_price: v.price === null ? product.sale_price : v.sale_price,
        stock: v.stock,
        url: `${url}?sku=${encodeURIComponent(v.sku)}`,
      }))
    : [{ sku: product.sku, price: product.price, sale_price: product.sale_price, stock: product.stock, url }];
  const rating =
    reviews && reviews.total > 0 ? { average: reviews.average, count: reviews.total } : product.item_reviews;
  return [
    productJsonLd({
      name: product.name,
      sku: product.sku,
      description: plainText(product.long_description || product.description || product.short_description, 5000),
      url,
      images: pictures.slice(0, 6).map((p) => absolute(p.url)),
      brand: product.brand,
      gtin: product.gtin,
      category: product.groups.join(' > ') || null,
      offers,
      rating,
    }),
    breadcrumbJsonLd(
      crumbs.map((c, i) => ({
        name: c.label,
        url: c.href ? absolute(c.href) : i === crumbs.length - 1 ? url : undefined,
      })),
    ),
  ];
}
