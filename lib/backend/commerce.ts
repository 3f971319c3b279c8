import 'server-only';
import { z } from 'zod';
import { shelf } from '@/lib/cache/shelves';
import { call } from './call';
import { knownRefusal, rememberRefusal } from './refusals';
import { euroDecimal, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { orderTotalsOf, type OrderTotals } from '@/lib/domain/quote';
import { fail, ok, type BackendError, type Result } from './result';
import {
  countriesSchema,
  couponQuotationSchema,
  couponRefusalSchema,
  newCustomerSchema,
  pricedListingSchema,
  quotationAnswerSchema,
  quotationTotalsSchema,
  shippingRulesSchema,
  type Country,
  type PricedProduct,
  type ShippingRow,
} from './schemas/commerce';
import { METHODS } from './methods';

/**
 * The cart and checkout calls (docs/backend/checkout.md; the payment calls in payments.ts).
 * Countries and shipping rules are public and cached; prices, coupons and quotations are never cached
 * (docs/decisions.md "prices at checkout"). Quotation names never leave the server: anyone holding
 * one may call payment_request and read the whole quotation.
 */
/** Optional methods (docs/backend/checkout.md "optional methods"): absent on the real back-end. */
export const OPTIONAL = {
  couponPreview: METHODS.previewCoupon,
} as const;

export async function getDeliverableCountries(locale: string): Promise<Result<Country[]>> {
  const result = await call({
    path: METHODS.deliveryCountries,
    schema: countriesSchema,
    locale,
    cache: shelf('countries'),
  });
  return result.ok ? ok(result.data.data) : result;
}

/**
 * The shipping rules that apply to a subtotal in a country (a Country name), asked in euro as the back-end reads it. The back-end answers
 * a row per rule and per each of the rule's countries, so rows for other countries are dropped
 * here; a rule with no country rows says "ALL". A zero total gives no rows at all (real quirk),
 * so an empty cart is never asked about.
 */
export async function getShippingRows(
  countryName: string,
  totalPrice: Cents,
  locale: string,
): Promise<Result<ShippingRow[]>> {
  if (!(totalPrice > 0)) return ok([]);
  const result = await call({
    path: METHODS.shippingRules,
    params: { country: countryName, totalPrice: euroDecimal(totalPrice) },
    schema: shippingRulesSchema,
    locale,
    cache: shelf('shipping'),
  });
  if (!result.ok) return result;
  return ok(result.data.data.filter((row) => !row.country || row.country === countryName || row.country === 'ALL'));
}

/** What one unit of a sku costs now and how many are in stock; null when the back-end no longer sells it. */
export interface CurrentPrice {
  sku: string;
  rate: Cents | null;
  stock: number | null;
}

/**
 * A sku's current price in listing products: the product's own sku, or (extended catalogue) one
 * of its variants'. The price to pay is the sale price when there is one.
 */
export function priceOfSku(products: readonly PricedProduct[], sku: string): CurrentPrice | null {
  for (const product of products) {
    const match = product.sku === sku ? product : product.variants?.find((v) => v.sku === sku);
    if (!match) continue;
    const sale = match.sale_price !== null && match.sale_price > 0 ? match.sale_price : null;
    return {
      sku,
      rate: sale ?? match.price,
      stock: typeof match.stock === 'number' && Number.isFinite(match.stock) ? match.stock : null,
    };
  }
  return null;
}

/**
 * Current prices from the listing asked with `skus` (the real back-end has no price method).
 * Skus it does not return are left out of the answer.
 */
export async function getCurrentPrices(skus: readonly string[], locale: string): Promise<Result<CurrentPrice[]>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return ok([]);
  const result = await call({
    path: METHODS.listing,
    params: { skus: unique.join(';'), per_page: Math.max(unique.length, 1), page: 1 },
    schema: pricedListingSchema,
    locale,
    cache: 'no-store',
  });
  if (!result.ok) return result;
  return ok(unique.flatMap((sku) => priceOfSku(result.data.products, sku) ?? []));
}

export type CouponResult =
  | {
      ok: true;
      data: {
        code: string;
        description: string | null;
        discount: Cents;
        /** A percentage taken off the grand total, shipping included (apply_discount_on "Grand Total"). */
        percent: number | null;
        /** The quotation's totals, on a real quotation (apply_coupon_code); null for the cart's preview. */
        totals: OrderTotals | null;
      };
    }
  | { ok: false; refused: true; message: string | null; reason?: string | null }
  | { ok: false; refused: false; error: BackendError };

function readCoupon(code: string, result: Result<unknown>): CouponResult {
  if (!result.ok) return { ok: false, refused: false, error: result.error };
  const refusal = couponRefusalSchema.safeParse(result.data);
  if (refusal.success)
    return { ok: false, refused: true, message: refusal.data.message ?? null, reason: refusal.data.error_code ?? null };
  const applied = couponQuotationSchema.safeParse(result.data);
  if (!applied.success) return { ok: false, refused: false, error: { kind: 'invalid-answer' } };
  return {
    ok: true,
    data: {
      code: applied.data.coupon_code ?? code,
      // The coupon's description is HTML on the back-end; the shop shows it as plain text.
      description:
        applied.data.coupon_description
          ?.replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || null,
      discount: applied.data.discount_amount ?? ZERO_CENTS,
      percent:
        applied.data.apply_discount_on === 'Grand Total' && (applied.data.additional_discount_percentage ?? 0) > 0
          ? applied.data.additional_discount_percentage
          : null,
      totals: applied.data.name ? orderTotalsOf(applied.data) : null,
    },
  };
}

/**
 * apply_coupon_code on a quotation the storefront just created (before payment_request: the
 * order copies the discount). Refusals arrive with HTTP 200 `{status: "error"}`.
 */
export async function applyCouponToQuotation(quotation: string, code: string, locale: string): Promise<CouponResult> {
  const result = await call({
    path: METHODS.applyCoupon,
    method: 'POST',
    params: { quotation_name: quotation, applied_code: code, applied_referral_sales_partner: '' },
    schema: z.unknown(),
    locale,
  });
  return readCoupon(code, result);
}

export interface ItemQuantity {
  item_code: string;
  qty: number;
}

/** Optional preview of a coupon over the cart's items (the cart page); `absent` on the real back-end. */
export async function previewCoupon(
  code: string,
  items: readonly ItemQuantity[],
  locale: string,
): Promise<CouponResult> {
  const result = await call({
    path: OPTIONAL.couponPreview,
    method: 'POST',
    params: { applied_code: code, items },
    schema: z.unknown(),
    locale,
  });
  return readCoupon(code, result);
}

/** An address the quotation reuses (`{name}` of the shopper's own saved address) or creates. */
export type QuotationAddress =
  | { name: string }
  | { address_line1: string; address_line2: string; city: string; state: string; pincode: string; country: string };

export interface QuotationRequest {
  items: Array<ItemQuantity & { rate: number }>;
  /** The signed-in shopper's Customer name, else "Guest". */
  customer_id: string;
  customer_type: 'Individual' | 'Company';
  channel: 'B2C';
  contact_info: {
    first_name: string;
    last_name: string;
    email_id: string;
    phone: string;
    shipping_address: QuotationAddress;
    billing_address?: QuotationAddress;
  };
  shipping_address_different: boolean;
  invoice: boolean;
  business_info?:
    { tax_code: string } | { vat_number: string; company_name: string; pec: string; recipient_code: string };
  shipping_rule: string;
  order_comment: string;
}

/**
 * create_quotation (POST JSON). Not idempotent: every call makes a quotation and new Address
 * documents, so the caller remembers what it created (lib/checkout/order-memory.ts).
 * An unknown shipping rule answers 200 `{error}`: reported as rejected. For a guest on a site
 * without the Customer "Guest": `absent`.
 */
export async function createQuotation(request: QuotationRequest, locale: string): Promise<Result<string>> {
  const guest = request.customer_id === GUEST_CUSTOMER;
  if (guest && !guestCustomerExists()) return fail({ kind: 'absent' });
  const result = await call({
    path: METHODS.createQuotation,
    method: 'POST',
    params: { ...request },
    schema: quotationAnswerSchema,
    locale,
    timeoutMs: 20_000,
  });
  if (!result.ok) {
    // mymb fetches the Customer "Guest" first: a site without one answers 404 and saves nothing.
    if (guest && result.error.kind === 'not-found' && /guest/i.test(result.error.message ?? 'guest')) {
      rememberRefusal(NO_GUEST_CUSTOMER, { kind: 'absent', status: 404 });
      return fail({ kind: 'absent' });
    }
    return result;
  }
  return typeof result.data === 'string' ? ok(result.data) : fail({ kind: 'rejected', message: result.data.error });
}

/** The Customer mymb's create_quotation orders for when the shopper has no account. */
export const GUEST_CUSTOMER = 'Guest';
const NO_GUEST_CUSTOMER = 'resource:Customer/Guest';

/**
 * Whether a shopper without an account may order: until the back-end answers that it has no
 * Customer named Guest (remembered like any refusal of a capability, so the checkout asks for an
 * account from the start instead of failing at the last click).
 */
export function guestCustomerExists(): boolean {
  return knownRefusal(NO_GUEST_CUSTOMER) === null;
}

/**
 * The totals ERPNext computed for a quotation, read from the stock Quotation resource (the app
 * token's user needs Sales User): what the order will cost before it is asked for. A token that
 * may not read Quotations is remembered by the door, and the checkout goes on without this check.
 */
export async function getQuotationTotals(quotation: string, locale: string): Promise<Result<OrderTotals>> {
  const result = await call({ path: `resource:Quotation/${quotation}`, schema: quotationTotalsSchema, locale });
  if (!result.ok) return result;
  const totals = orderTotalsOf(result.data);
  return totals ? ok(totals) : fail({ kind: 'invalid-answer' });
}

/** create_customer_and_user at checkout: the new account's JWT and Customer name. */
export async function createCustomerAtCheckout(
  customer: { email: string; first_name: string; last_name: string; password: string },
  locale: string,
): Promise<Result<{ jwt: string; customer: string | null }>> {
  const result = await call({
    path: METHODS.register,
    method: 'POST',
    params: customer,
    schema: newCustomerSchema,
    locale,
  });
  return result.ok ? ok({ jwt: result.data.jwt, customer: result.data.customer ?? null }) : fail(result.error);
}
