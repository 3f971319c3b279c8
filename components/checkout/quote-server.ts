import 'server-only';
import { applyCoupon, getDeliverableCountries, getProductsPrice, getShippingRows } from '@/lib/backend/commerce';
import type { BackendError } from '@/lib/backend/result';
import { toCents } from '@/lib/domain/money';
import { rulesFromBackend } from '@/lib/domain/shipping';
import { buildQuote, type Quote, type QuoteCoupon } from './quote';
import type { CartLineInput } from './checkout-schema';

export interface QuoteRequest {
  lines: readonly CartLineInput[];
  country: string;
  shippingRule?: string | null;
  coupon?: string | null;
  locale: string;
  /** A JWT just issued (account created at checkout), else the cookie's is used when present. */
  jwt?: string;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: BackendError };

/** Asks the back-end for prices, shipping rules and the coupon, then builds the quote. */
export async function computeQuote({ lines, country, shippingRule, coupon, locale, jwt }: QuoteRequest): Promise<QuoteResult> {
  if (lines.length === 0) return { ok: true, quote: buildQuote({ lines: [], prices: [], rules: [] }) };
  const items = lines.map((l) => ({ item_code: l.sku, qty: l.qty }));
  const [prices, countries] = await Promise.all([getProductsPrice(items, locale), getDeliverableCountries(locale)]);
  if (!prices.ok) return { ok: false, error: prices.error };
  // Shipping rules are asked for with the server's subtotal (a back-end may filter bands by it).
  const subtotal = prices.data.reduce((sum, p) => {
    const line = lines.find((l) => l.sku === p.item_code || l.sku === p.requested_code);
    return line && p.rate !== null ? sum + toCents(p.rate) * line.qty : sum;
  }, 0);
  const rows = await getShippingRows(country, subtotal / 100, locale);
  if (!rows.ok) return { ok: false, error: rows.error };

  let couponState: QuoteCoupon | null = null;
  if (coupon) {
    const applied = await applyCoupon(coupon, { items }, locale, jwt);
    if (applied.ok) couponState = { code: applied.data.code, applied: true, description: applied.data.description, discountCents: toCents(applied.data.discount) };
    else if (applied.refused) couponState = { code: coupon, applied: false, reason: applied.code, message: applied.message };
    else return { ok: false, error: applied.error };
  }

  const methods = countries.ok ? countries.data.find((c) => c.code === country)?.payment_methods : null;
  return {
    ok: true,
    quote: buildQuote({
      lines,
      prices: prices.data,
      rules: rulesFromBackend(rows.data),
      selectedRule: shippingRule,
      coupon: couponState,
      paymentMethods: methods ?? null,
    }),
  };
}
