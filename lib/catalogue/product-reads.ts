import { z } from 'zod';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getProduct, slugSchema } from '@/lib/backend/catalogue';
import type { ProductDetail } from '@/lib/backend/schemas/catalogue';
import { log } from '@/lib/log';

/**
 * The query of the browser's product reads (`GET /api/product`, `/api/product/related`, `/api/product/reviews`): the
 * product's slug and the language, in the URL so one URL never mixes languages. Server only (the
 * slug's rule is the door's).
 */
const productQuerySchema = z.object({
  slug: slugSchema,
  locale: z
    .string()
    .optional()
    .transform((v) => (hasLocale(routing.locales, v) ? v : routing.defaultLocale)),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A public answer about a product, which browsers may keep a minute (the server keeps the back-end's five). */
export const publicAnswer = (body: unknown) =>
  Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });

/**
 * A browser's product read (`read` names it in the log): the query checked, the product read with
 * the app token as its page reads it, and anything but a product answered as the route sends it
 * (400 for a malformed query, 404 for an unknown or renamed product, 502 when the back-end fails).
 */
export async function productForBrowser(
  request: Request,
  read: string,
): Promise<{ detail: Extract<ProductDetail, { product: unknown }> } | { failed: Response }> {
  const parsed = productQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return { failed: Response.json({ error: 'invalid-query' }, { status: 400, headers: NO_STORE }) };
  const result = await getProduct(parsed.data.locale, parsed.data.slug);
  if (!result.ok) {
    log.warn(`product.${read}-failed`, { kind: result.error.kind, status: result.error.status });
    const status = result.error.kind === 'not-found' ? 404 : 502;
    const error = status === 404 ? 'not-found' : 'unavailable';
    return { failed: Response.json({ error }, { status, headers: NO_STORE }) };
  }
  // A renamed product answers with its new address: the browser keeps what it has.
  if (!('product' in result.data))
    return { failed: Response.json({ error: 'not-found' }, { status: 404, headers: NO_STORE }) };
  return { detail: result.data };
}
