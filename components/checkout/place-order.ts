import 'server-only';
import { createHash } from 'node:crypto';
import { applyCouponToQuotation, createQuotation } from '@/lib/backend/commerce';
import { requestPayment } from '@/lib/backend/payments';
import { listAddresses } from '@/lib/backend/addresses';
import type { BackendError } from '@/lib/backend/result';
import { toCents } from '@/lib/domain/money';
import { pickupLabel, type PickupPoint } from '@/lib/domain/pickup';
import { log } from '@/lib/log';
import { sanitizeRichText } from '@/lib/sanitize';
import { placeOrderSchema, type PlaceOrderInput } from './checkout-schema';
import { addressFields, matchingSavedAddress, quotationRequest } from './quotation-request';
import { getPickupPoints } from './pickup-points-server';
import { upsertOrder, type OrderMemoryStore, type RememberedOrder } from './order-memory';
import { computeQuote, countryNameOf } from './quote-server';
import { orderingCustomer } from './ordering-customer';
import { fieldErrors, nextPage, type PlaceOrderResult } from './place-order-result';
import type { Quote } from '@/lib/domain/quote';

/** What placing an order needs from the request: the shopper's session and where the attempt memory lives. */
export interface PlaceOrderContext {
  memory: OrderMemoryStore;
  readJwt: () => Promise<string | undefined>;
  writeJwt: (jwt: string) => Promise<void>;
  locale: string;
  now?: () => number;
}

/** A failed payment_request whose answer says it did nothing (so it may be asked again). */
function paymentSurelyNotMade(error: BackendError): boolean {
  if (
    error.kind === 'rejected' ||
    error.kind === 'not-found' ||
    error.kind === 'rate-limited' ||
    error.kind === 'unauthorised' ||
    error.kind === 'absent'
  )
    return true;
  // A 5xx is a Frappe exception: its transaction was rolled back. A timeout or a lost connection is not known.
  return error.kind === 'unavailable' && typeof error.status === 'number';
}

/**
 * The point a Local Pickup order is collected at: one the checkout offers (never a value the
 * browser made up); null for a delivered order, 'missing' when a pickup order names none of them.
 */
async function chosenPickupPoint(quote: Quote, id: string): Promise<PickupPoint | null | 'missing'> {
  if (quote.rules.find((r) => r.id === quote.rule)?.kind !== 'pickup') return null;
  return (await getPickupPoints()).find((p) => p.id === id) ?? 'missing';
}

/** Orders being placed on this instance, by attempt: a second click waits for the first instead of ordering again. */
const inFlight = new Map<string, Promise<PlaceOrderResult>>();

/**
 * Places the order (docs/backend/checkout.md "placing an order"): re-parses the form with its own
 * schema; recomputes prices, shipping and coupon on the server and stops when the shopper saw
 * another total; creates the account when asked (the JWT goes to the httpOnly cookie only);
 * creates the quotation at the server's prices; applies the coupon to it; asks for the payment,
 * which creates the Sales Order. One order per attempt: what each step created is remembered
 * (order-memory.ts) before the next step, and a retry reuses it.
 */
export function placeOrderWith(input: PlaceOrderInput, context: PlaceOrderContext): Promise<PlaceOrderResult> {
  const attempt = typeof input?.attempt === 'string' ? input.attempt : '';
  const running = attempt ? inFlight.get(attempt) : undefined;
  if (running) return running;
  const work = place(input, context).finally(() => inFlight.delete(attempt));
  if (attempt) inFlight.set(attempt, work);
  return work;
}

async function place(input: PlaceOrderInput, context: PlaceOrderContext): Promise<PlaceOrderResult> {
  const now = context.now ?? Date.now;
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error.issues) };
  const { form, lines, coupon, attempt, expectedTotalCents } = parsed.data;
  const locale = context.locale;

  let memory = await context.memory.read();
  const prior = memory.find((e) => e.attempt === attempt);
  // This attempt already ordered: the same order again, never a second one.
  if (prior?.order) return { status: 'placed', order: prior.order, next: nextPage(prior), user: null };
  if (prior?.paymentAskedAt) return { status: 'unconfirmed' };

  const quoted = await computeQuote({
    lines,
    country: form.shipping.country,
    shippingRule: form.shipping_rule,
    coupon,
    locale,
  });
  if (!quoted.ok)
    return quoted.error.kind === 'rejected'
      ? { status: 'rejected', message: quoted.error.message ?? null }
      : { status: 'unavailable' };
  const { quote, countryName } = quoted;
  if (quote.blocked) return { status: 'cart-problem', quote };
  if (quote.totalCents !== expectedTotalCents || quote.priceChanges.length > 0 || quote.rule !== form.shipping_rule) {
    return { status: 'price-changed', quote };
  }
  if (quote.coupon && !quote.coupon.applied && !quote.coupon.atCheckout)
    return { status: 'coupon-refused', code: quote.coupon.code, message: quote.coupon.message };
  if (!quote.paymentMethods.includes(form.payment_method)) return { status: 'no-payment-method' };
  const pickup = await chosenPickupPoint(quote, form.pickup_point);
  if (pickup === 'missing') return { status: 'invalid', fieldErrors: { pickup_point: 'pickupPoint' } };

  const ordering = await orderingCustomer(form, context);
  if ('status' in ordering) return ordering;
  const { jwt, user, customer } = ordering;

  const items = quote.lines.map((l) => ({ item_code: l.sku, qty: l.qty, rate: l.unitCents / 100 }));
  const billingCountry =
    !form.billing_different || form.billing.country === form.shipping.country
      ? countryName
      : await countryNameOf(form.billing.country, locale);
  // Only enabled addresses: a removed one is disabled on the back-end, and is never reused.
  const saved = jwt && customer !== 'Guest' ? await listAddresses(jwt) : null;
  const savedName = saved?.ok ? matchingSavedAddress(saved.data, form.shipping, countryName) : null;
  const request = quotationRequest(form, items, {
    customer,
    shipping: savedName ? { name: savedName } : addressFields(form.shipping, countryName),
    billing: form.billing_different && billingCountry ? addressFields(form.billing, billingCountry) : null,
    pickup,
  });
  const { password: _password, create_account: _create, payment_method: _method, ...content } = form;
  void _password;
  void _create;
  void _method;
  const digest = createHash('sha256')
    .update(JSON.stringify({ content, request, coupon: quote.coupon?.code ?? null }))
    .digest('base64url')
    .slice(0, 22);

  let quotation = prior && prior.content === digest ? prior.quotation : null;
  if (!quotation) {
    const created = await createQuotation(request, locale);
    if (!created.ok) {
      log.warn('checkout.quotation-failed', { kind: created.error.kind, status: created.error.status });
      return created.error.kind === 'rejected' ? { status: 'rejected', message: null } : { status: 'unavailable' };
    }
    quotation = created.data;
    memory = upsertOrder(memory, { attempt, content: digest, quotation, at: now() });
    await context.memory.write(memory);
  }

  // The coupon goes on the quotation before the payment request: the order copies its discount.
  const shownCents = quote.totalCents;
  let discountAtCheckoutCents = 0;
  if (quote.coupon) {
    const applied = await applyCouponToQuotation(quotation, quote.coupon.code, locale);
    if (!applied.ok)
      return applied.refused
        ? { status: 'coupon-refused', code: quote.coupon.code, message: applied.message }
        : { status: 'unavailable' };
    if (applied.data.grandTotal !== null && toCents(applied.data.grandTotal) > shownCents) {
      log.warn('checkout.total-above-quote', { shown: shownCents, backend: toCents(applied.data.grandTotal) });
      return { status: 'total-changed', totalCents: toCents(applied.data.grandTotal) };
    }
    if (!quote.coupon.applied) discountAtCheckoutCents = toCents(applied.data.discount);
  }

  const asking: RememberedOrder = { ...memory.find((e) => e.attempt === attempt)!, paymentAskedAt: now() };
  memory = upsertOrder(memory, asking);
  await context.memory.write(memory);
  const payment = await requestPayment(quotation, form.payment_method, locale);
  if (!payment.ok) {
    log.warn('checkout.payment-request-failed', { kind: payment.error.kind, status: payment.error.status });
    if (!paymentSurelyNotMade(payment.error)) return { status: 'unconfirmed' };
    memory = upsertOrder(memory, { ...asking, paymentAskedAt: undefined });
    await context.memory.write(memory);
    return payment.error.kind === 'rejected'
      ? { status: 'rejected', message: payment.error.message ?? null }
      : { status: 'unavailable' };
  }

  const answer = payment.data;
  const amountCents = toCents(answer.payment_request.grand_total);
  const expectedCents = shownCents - discountAtCheckoutCents;
  if (amountCents !== expectedCents)
    log.warn('checkout.amount-differs', { expected: expectedCents, backend: amountCents });
  const placed: RememberedOrder = {
    ...asking,
    order: answer.payment_request.reference_name,
    gateway: form.payment_method,
    amount: answer.payment_request.grand_total,
    currency: answer.payment_request.currency ?? 'EUR',
    clientSecret: answer.clientSecret ?? null,
    token: answer.order_token ?? null,
    transferHtml: answer.wired_transfer_data
      ? sanitizeRichText(answer.wired_transfer_data, { headingsAs: 'h3' })
      : null,
    amountDiffers: amountCents !== expectedCents,
    pickup: pickup ? pickupLabel(pickup) : null,
    at: now(),
  };
  await context.memory.write(upsertOrder(memory, placed));
  return { status: 'placed', order: placed.order!, next: nextPage(placed), user };
}
