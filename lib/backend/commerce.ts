import 'server-only';
import { z } from 'zod';
import { call } from './call';
import { fail, ok, type Result } from './result';
import {
  cardPaymentSchema,
  countriesSchema,
  couponAppliedSchema,
  couponRefusalSchema,
  newCustomerSchema,
  paymentRequestSchema,
  paymentStatusSchema,
  prefillAddressesSchema,
  productPricesSchema,
  quotationNameSchema,
  shippingRulesSchema,
  type Country,
} from './schemas/commerce';

/**
 * The cart, checkout and payment calls (backend-contract.md "order", "payment", "coupon",
 * "shipping", "countries", "prices"). Countries and shipping rules are public and cached; prices,
 * coupons, quotations and payments are never cached (decisions.md "prices at checkout").
 */
const MINUTE = 60;
const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';

export async function getDeliverableCountries(locale: string): Promise<Result<Country[]>> {
  const result = await call({
    path: 'omnicommerce.controllers.cart.get_deliverable_countries',
    schema: countriesSchema,
    locale,
    cache: { revalidate: 30 * MINUTE, tags: ['countries'] },
  });
  return result.ok ? ok(result.data.data) : result;
}

export async function getShippingRows(country: string, totalPrice: number, locale: string) {
  const result = await call({
    path: 'omnicommerce.controllers.cart.get_shipping_rules',
    params: { country, totalPrice },
    schema: shippingRulesSchema,
    locale,
    cache: { revalidate: 5 * MINUTE, tags: ['shipping'] },
  });
  return result.ok ? ok(result.data.data) : result;
}

export interface ItemQuantity {
  item_code: string;
  qty: number;
}

export function getProductsPrice(items: readonly ItemQuantity[], locale: string) {
  return call({
    path: 'omnicommerce.controllers.api_client.get_products_price',
    method: 'POST',
    params: { item_codes: items.map((i) => i.item_code).join(','), quantity_list: items.map((i) => i.qty).join(',') },
    schema: productPricesSchema,
    locale,
  });
}

export type CouponResult =
  | { ok: true; data: { code: string; description: string | null; discount: number } }
  | { ok: false; refused: true; message: string | null; code: string | null }
  | { ok: false; refused: false; error: import('./result').BackendError };

/**
 * apply_coupon_code, either on a quotation (checkout) or, without one, as a preview over the
 * cart's items (cart page). Refusals arrive with HTTP 200 (real quirk): told apart here.
 */
export async function applyCoupon(code: string, target: { quotation: string } | { items: readonly ItemQuantity[] }, locale: string, jwt?: string): Promise<CouponResult> {
  const result = await call({
    path: 'omnicommerce.controllers.promotion.apply_coupon_code',
    method: 'POST',
    params: 'quotation' in target ? { applied_code: code, quotation_name: target.quotation } : { applied_code: code, items: target.items },
    schema: z.unknown(),
    unwrap: 'body',
    locale,
    session: 'optional',
    jwt,
  });
  if (!result.ok) return { ok: false, refused: false, error: result.error };
  const body = result.data as Record<string, unknown> | null;
  for (const candidate of [body?.message, body]) {
    const refusal = couponRefusalSchema.safeParse(candidate);
    if (refusal.success) return { ok: false, refused: true, message: refusal.data.message ?? null, code: refusal.data.error_code ?? null };
  }
  const applied = couponAppliedSchema.safeParse(body?.message);
  if (!applied.success) return { ok: false, refused: false, error: { kind: 'invalid-answer' } };
  return { ok: true, data: { code: applied.data.coupon_code, description: applied.data.coupon_description ?? null, discount: applied.data.discount_amount ?? 0 } };
}

export interface QuotationAddress {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface QuotationRequest {
  items: Array<ItemQuantity & { rate: number }>;
  customer_type: 'Individual' | 'Company';
  customer_id: string;
  channel: 'B2C';
  contact_info: {
    first_name: string;
    last_name: string;
    email_id: string;
    phone: string;
    company_name: string;
    shipping_address: QuotationAddress;
    billing_address: QuotationAddress & { first_name: string; last_name: string };
  };
  shipping_address_different: boolean;
  invoice: boolean;
  shipping_rule: string;
  order_comment: string;
  business_info: Record<string, string> | null;
  idempotency_key: string;
}

/** create_quotation: the same idempotency key gives the same quotation (one order per click). */
export function createQuotation(request: QuotationRequest, locale: string, jwt?: string) {
  return call({
    path: `${ORDER}.create_quotation`,
    method: 'POST',
    params: { ...request },
    schema: quotationNameSchema,
    locale,
    session: 'optional',
    jwt,
  });
}

/** payment_request: creates the sales order (once) and says where the shopper goes next. */
export function requestPayment(quotation: string, gateway: 'transfer' | 'stripe', locale: string, jwt?: string) {
  return call({
    path: `${PAYMENT}.payment_request`,
    method: 'POST',
    params: { quotation_name: quotation, payment_gateway: gateway },
    schema: paymentRequestSchema,
    locale,
    session: 'optional',
    jwt,
  });
}

/** The order and whether it is paid, asked of the back-end (the payment pages never trust the URL). */
export function getPaymentStatus(order: string, token: string, locale: string) {
  return call({
    path: `${PAYMENT}.get_payment_status`,
    method: 'POST',
    params: { order, token },
    schema: paymentStatusSchema,
    locale,
  });
}

/** The mock back-end's simulated card gateway (used when no Stripe key is configured). */
export function chargeTestCard(payment: { order: string; token: string; card_number: string; expiry: string; cvc: string }, locale: string) {
  return call({
    path: `${PAYMENT}.simulate_card_payment`,
    method: 'POST',
    params: payment,
    schema: cardPaymentSchema,
    locale,
  });
}

/** create_customer_and_user at checkout: the new account's JWT (the caller stores it in the httpOnly cookie). */
export async function createCustomerAtCheckout(customer: { email: string; first_name: string; last_name: string; password: string }, locale: string): Promise<Result<string>> {
  const result = await call({
    path: 'mymb_ecommerce.utils.auth.create_customer_and_user',
    method: 'POST',
    params: customer,
    schema: newCustomerSchema,
    locale,
  });
  return result.ok ? ok(result.data.jwt) : fail(result.error);
}

/** The signed-in shopper's default address (the first primary one, else the first), to prefill the checkout. */
export async function getDefaultAddress(locale: string) {
  const result = await call({
    path: `${ORDER}.get_addresses_for_current_customer`,
    method: 'POST',
    schema: prefillAddressesSchema,
    locale,
    session: 'required',
  });
  if (!result.ok) return result;
  return ok(result.data.find((a) => a.is_primary_address) ?? result.data[0] ?? null);
}
