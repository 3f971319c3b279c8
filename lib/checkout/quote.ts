import 'server-only';
import {
  getCurrentPrices,
  getDeliverableCountries,
  getShippingRows,
  guestCustomerExists,
  previewCoupon,
} from '@/lib/backend/commerce';
import { hasTestCardGateway } from '@/lib/backend/payments';
import { paymentRequestKnownBroken } from '@/lib/backend/stock-order';
import type { BackendError } from '@/lib/backend/result';
import { mergeLinesBySku } from '@/lib/domain/cart';
import { cents, sumCents, timesQuantity, type Cents } from '@/lib/domain/money';
import { rulesFromBackend } from '@/lib/domain/shipping';
import { buildQuote, type Quote, type QuoteCoupon } from '@/lib/domain/quote';
import type { CartLineInput } from '@/lib/domain/quote';
import type { PaymentMethod } from './defaults';
import { publicEnv } from '@/lib/env/public';

export interface QuoteRequest {
  lines: readonly CartLineInput[];
  /** ISO code of the delivery country, as the form holds it ("IT"). */
  country: string;
  shippingRule?: string | null;
  coupon?: string | null;
  locale: string;
}

export type QuoteResult = { ok: true; quote: Quote; countryName: string } | { ok: false; error: BackendError };

/**
 * The Country name the back-end wants for an ISO code: from its deliverable countries, else (list
 * unreadable) the English name Frappe's Country records carry.
 */
export async function countryNameOf(code: string, locale: string): Promise<string | null> {
  const countries = await getDeliverableCountries(locale);
  if (countries.ok && countries.data.length > 0) return countries.data.find((c) => c.code === code)?.name ?? null;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? null;
}

/**
 * Card is offered with a Stripe key, else with the back-end's simulated gateway, else not at all;
 * and not while mymb's payment_request is known broken (ERPNext 15.70): only it asks for the
 * payment intent a card needs, and the stock way finishes bank transfers only.
 */
export async function availablePaymentMethods(): Promise<PaymentMethod[]> {
  if (paymentRequestKnownBroken()) return ['transfer'];
  const card = Boolean(publicEnv.stripePublishableKey) || (await hasTestCardGateway());
  return card ? ['transfer', 'stripe'] : ['transfer'];
}

/**
 * The cart's coupon before there is a quotation: previewed when the back-end has the optional
 * method, else kept for checkout (the real back-end applies coupons to quotations only). The
 * quote asks it for the coupon the cart holds, the coupon box's action for a code just typed.
 */
export async function couponFor(code: string, lines: readonly CartLineInput[], locale: string): Promise<QuoteCoupon> {
  const preview = await previewCoupon(
    code,
    lines.map((l) => ({ item_code: l.sku, qty: l.qty })),
    locale,
  );
  if (preview.ok)
    return {
      code: preview.data.code,
      applied: true,
      description: preview.data.description,
      discountCents: preview.data.discount,
      percent: preview.data.percent,
    };
  if (preview.refused) return { code, applied: false, reason: preview.reason ?? null, message: preview.message };
  return { code, applied: false, atCheckout: true };
}

/** A total above every paid band (999.999 €): the rows it gets show from where delivery is free. */
const FREE_SHIPPING_PROBE_TOTAL = cents(99_999_900);

/**
 * The rows that apply to the subtotal, plus the bands that apply to a very large total. The
 * back-end answers only the applying band, so the "free from 79 €" band is otherwise unknown below
 * it; with it, the cart can say how much is left to spend (lib/domain/shipping.ts keeps each band's
 * own range, so the extra rows never apply to a smaller subtotal). Both answers are cached.
 */
async function shippingRowsWithThreshold(countryName: string, total: Cents, locale: string) {
  const [applying, high] = await Promise.all([
    getShippingRows(countryName, total, locale),
    total < FREE_SHIPPING_PROBE_TOTAL
      ? getShippingRows(countryName, FREE_SHIPPING_PROBE_TOTAL, locale)
      : Promise.resolve(null),
  ]);
  if (!applying.ok) return applying;
  const extra = high?.ok ? high.data.filter((row) => row.shipping_amount === 0 && (row.price_range_from ?? 0) > 0) : [];
  return { ok: true as const, data: [...applying.data, ...extra] };
}

/** Asks the back-end for prices, shipping rules and the coupon, then builds the quote. */
export async function computeQuote({
  lines: sent,
  country,
  shippingRule,
  coupon,
  locale,
}: QuoteRequest): Promise<QuoteResult> {
  const lines = mergeLinesBySku(sent);
  const [countryName, methods] = await Promise.all([countryNameOf(country, locale), availablePaymentMethods()]);
  if (lines.length === 0)
    return {
      ok: true,
      quote: buildQuote({
        lines: [],
        prices: [],
        rules: [],
        paymentMethods: methods,
        guestCheckout: guestCustomerExists(),
      }),
      countryName: countryName ?? country,
    };

  const prices = await getCurrentPrices(
    lines.map((l) => l.sku),
    locale,
  );
  if (!prices.ok) return { ok: false, error: prices.error };
  // Shipping rules are asked for with the server's subtotal: the back-end answers only the band that applies.
  const subtotal = sumCents(
    ...lines.flatMap((line) => {
      const rate = prices.data.find((p) => p.sku === line.sku)?.rate;
      return rate != null ? [timesQuantity(rate, line.qty)] : [];
    }),
  );
  const rows = countryName
    ? await shippingRowsWithThreshold(countryName, subtotal, locale)
    : ({ ok: true, data: [] } as const);
  if (!rows.ok) return { ok: false, error: rows.error };

  return {
    ok: true,
    countryName: countryName ?? country,
    quote: buildQuote({
      lines,
      prices: prices.data,
      rules: rulesFromBackend(rows.data),
      selectedRule: shippingRule,
      coupon: coupon ? await couponFor(coupon, lines, locale) : null,
      paymentMethods: methods,
      guestCheckout: guestCustomerExists(),
    }),
  };
}
