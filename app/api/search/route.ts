import { z } from 'zod';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { suggestProducts } from '@/lib/backend/catalogue';
import { cardPicture } from '@/components/catalogue/product-card-data';
import { effectivePrice, isOnSale, priceRange } from '@/lib/domain/price-range';
import { MIN_SUGGEST_CHARS, normalizeSearchTerm } from '@/lib/domain/search-query';
import { CATEGORY_PATH } from '@/lib/domain/menu-tree';
import { productHref } from '@/lib/routes';
import { log } from '@/lib/log';

/**
 * Search suggestions for the header's combobox: GET ?q=&category=&locale=. The answer
 * is small (what a suggestion row shows) and public, so browsers and a shared cache may keep it
 * for a minute; the locale is in the URL so one URL never mixes languages.
 */
const querySchema = z.object({
  q: z
    .string()
    .transform(normalizeSearchTerm)
    .pipe(z.string().min(MIN_SUGGEST_CHARS).max(120)),
  category: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || CATEGORY_PATH.test(v))
    .optional()
    .transform((v) => v || undefined),
  locale: z
    .string()
    .optional()
    .transform((v) => (hasLocale(routing.locales, v) ? v : routing.defaultLocale)),
});

export interface Suggestion {
  name: string;
  slug: string;
  href: string;
  image: { url: string; width: number; height: number } | null;
  /** Lowest and highest price (equal when the product has one price). */
  min: number | null;
  max: number | null;
  /** The regular price when a single-priced product is on sale. */
  regular: number | null;
}

export interface SuggestionsAnswer {
  products: Suggestion[];
  total: number;
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ error: 'invalid-query' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const { q, category, locale } = parsed.data;
  const result = await suggestProducts(locale, q, category);
  if (!result.ok) {
    log.warn('search.suggest-failed', { kind: result.error.kind, status: result.error.status });
    return Response.json({ products: [], total: 0, error: 'unavailable' }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  const body: SuggestionsAnswer = {
    total: result.data.totalCount,
    products: result.data.products.slice(0, 6).map((p) => {
      const range = priceRange(p);
      const single = p.variants.length <= 1 ? (p.variants[0] ?? p) : null;
      const picture = p.small_pictures[0] ?? cardPicture(p);
      return {
        name: p.name,
        slug: p.slug,
        href: productHref(p.slug),
        image: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
        min: range.min,
        max: range.max,
        regular: single && isOnSale(single) && single.price !== null && single.price !== effectivePrice(single) ? single.price : null,
      };
    }),
  };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
