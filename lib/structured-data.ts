/**
 * JSON-LD for search engines (Product with offers and aggregateRating, BreadcrumbList). Pure
 * builders plus the one safe way to print them: `JSON.stringify` alone lets a product name holding
 * `</script>` end the script element (docs/architecture.md#back-end-text-is-escaped-or-sanitised),
 * so `<`, `>`, `&` and the two JavaScript line separators are written as \u escapes, which JSON
 * parsers read back unchanged.
 */
import { euroDecimal, type Cents } from '@/lib/domain/money';
import { effectivePrice } from '@/lib/domain/price-range';

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface JsonLdOfferInput {
  sku: string;
  price: Cents | null;
  sale_price: Cents | null;
  stock: number;
  /** Absolute URL of the offer (the product page, with `?sku=` for a variant). */
  url: string;
}

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description: string;
  url: string;
  images: string[];
  brand?: string | null;
  gtin?: string | null;
  category?: string | null;
  offers: JsonLdOfferInput[];
  rating?: { average: number; count: number } | null;
  currency?: string;
}

const SCHEMA = 'https://schema.org';

function availability(stock: number): string {
  return stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text of a back-end HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const currency = input.currency ?? 'EUR';
  const offers = input.offers
    .map((offer) => {
      const price = effectivePrice(offer);
      if (price === null) return null;
      return {
        '@type': 'Offer',
        sku: offer.sku,
        url: offer.url,
        // A decimal string with two places, as schema.org's examples and Google's validator expect.
        price: euroDecimal(price),
        priceCurrency: currency,
        availability: availability(offer.stock),
        itemCondition: `${SCHEMA}/NewCondition`,
      };
    })
    .filter((o): o is NonNullable<typeof o> => o !== null);

  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
  };
  const description = plainText(input.description);
  if (description) data.description = description.slice(0, 5000);
  if (input.images.length) data.image = input.images;
  if (input.brand) data.brand = { '@type': 'Brand', name: input.brand };
  if (input.gtin && /^\d{8,14}$/.test(input.gtin)) data.gtin = input.gtin;
  if (input.category) data.category = input.category;
  if (offers.length === 1) data.offers = offers[0];
  else if (offers.length > 1) data.offers = offers;
  if (input.rating && input.rating.count > 0 && input.rating.average > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(input.rating.average * 10) / 10,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export interface BreadcrumbEntry {
  name: string;
  /** Absolute URL; the last entry (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(entries: BreadcrumbEntry[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: entry.name,
      ...(entry.url ? { item: entry.url } : {}),
    })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  author?: string | null;
  /** ISO date as the back-end gives it (YYYY-MM-DD); an unreadable date is left out. */
  published?: string | null;
  publisher: string;
}

/** A blog post as a schema.org BlogPosting. */
export function articleJsonLd(input: ArticleJsonLdInput): Record<string, unknown> {
  const published = input.published && !Number.isNaN(Date.parse(input.published)) ? input.published : undefined;
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: input.title.slice(0, 110),
    ...(input.description ? { description: input.description } : {}),
    mainEntityOfPage: input.url,
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(input.author ? { author: { '@type': 'Person', name: input.author } } : {}),
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}

/** A URL from the back-end made absolute against the shop's own; null when it is not a URL at all. */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    return new URL(value, base).toString();
  } catch {
    return null;
  }
}
