import { z } from 'zod';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { suggestProducts } from '@/lib/backend/catalogue';
import { cardPicture } from '@/lib/catalogue/product-card-data';
import { searchAgain } from '@/lib/catalogue/search-again';
import { priceRange } from '@/lib/domain/price-range';
import { itemReduction } from '@/lib/domain/price-reduction';
import { MIN_SUGGEST_CHARS, normalizeSearchTerm } from '@/lib/domain/search-query';
import { CATEGORY_PATH } from '@/lib/domain/menu-tree';
import { productHref } from '@/lib/routes';
import { log } from '@/lib/log';
import type { SuggestionsAnswer } from '@/lib/catalogue/suggestion';
import { rateLimited } from '@/lib/http/rate-limited';
import { limit } from '@/lib/rate-limit';

/**
 * Search suggestions for the header's combobox: GET ?q=&category=&locale=. A term that finds
 * nothing is tried again as the listing does (lib/catalogue/search-again.ts). The answer
 * is small (what a suggestion row shows) and public, so browsers and a shared cache may keep it
 * for a minute; the locale is in the URL so one URL never mixes languages.
 */
const querySchema = z.object({
  q: z.string().transform(normalizeSearchTerm).pipe(z.string().min(MIN_SUGGEST_CHARS).max(120)),
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

export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ error: 'invalid-query' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const { q, category, locale } = parsed.data;
  // Each suggestion is an uncached back-end query: counted per client (lib/rate-limit.ts).
  const limited = await limit('suggest');
  if (limited) return rateLimited(limited.retryAfterSeconds);
  const {
    result,
    translated = null,
    corrected = null,
  } = await searchAgain(locale, q, category, (term) => suggestProducts(locale, term, category));
  if (!result.ok) {
    log.warn('search.suggest-failed', { kind: result.error.kind, status: result.error.status });
    return Response.json(
      { products: [], total: 0, error: 'unavailable' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const body: SuggestionsAnswer = {
    total: result.data.totalCount,
    corrected,
    translated,
    // Written here, so the header's box carries no message formatting for it.
    note: translated
      ? (await getTranslations({ locale, namespace: 'SearchSuggestions' }))('translated', {
          translated: translated.term,
          understood: translated.understood,
        })
      : null,
    products: result.data.products.slice(0, 6).map((p) => {
      const range = priceRange(p);
      const single = p.variants.length <= 1 ? (p.variants[0] ?? p) : null;
      const picture = p.small_pictures[0] ?? cardPicture(p);
      const lowest = single ? itemReduction(single) : null;
      return {
        name: p.name,
        slug: p.slug,
        href: productHref(p.slug),
        image: picture ? { url: picture.url, width: picture.width, height: picture.height } : null,
        min: range.min,
        max: range.max,
        // Struck through only against the 30-day lowest price (docs/backend/catalogue.md "Prices").
        regular: lowest === null ? null : lowest.lowestCents,
      };
    }),
  };
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
