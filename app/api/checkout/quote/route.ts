import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { computeQuote } from '@/lib/checkout/quote';
import { quoteInputSchema } from '@/lib/checkout/schema';
import { readJsonBody } from '@/lib/http/read-json';
import { rateLimited } from '@/lib/http/rate-limited';
import { limit } from '@/lib/rate-limit';

/**
 * POST /api/checkout/quote {lines: [{sku, qty, priceCents}], country, shippingRule, coupon, locale}
 * → the server's prices, shipping rules, discount and totals for the cart (the cart page and the
 * checkout summary read it with SWR). A read: nothing is created, nothing cached across shoppers.
 */
export async function POST(request: Request) {
  const read = await readJsonBody(request);
  if (!read.ok)
    return Response.json({ error: read.status === 413 ? 'too-large' : 'invalid-input' }, { status: read.status });
  const parsed = quoteInputSchema.safeParse(read.body);
  if (!parsed.success) return Response.json({ error: 'invalid-input' }, { status: 400 });
  const { lines, country, shippingRule, coupon, locale } = parsed.data;
  // With a coupon each quote is a coupon try, counted apart so codes cannot be guessed at quote speed.
  const limited = await limit(coupon ? 'coupon' : 'quote');
  if (limited) return rateLimited(limited.retryAfterSeconds);
  const result = await computeQuote({
    lines,
    country,
    shippingRule,
    coupon,
    locale: locale && hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
  });
  if (!result.ok) {
    return Response.json(
      { error: result.error.kind, message: result.error.message ?? null },
      { status: result.error.kind === 'rejected' ? 422 : 503 },
    );
  }
  return Response.json(result.quote, { headers: { 'Cache-Control': 'private, no-store' } });
}
