import 'server-only';
import { createHash } from 'node:crypto';
import {
  applyCouponToQuotation,
  createQuotation,
  getQuotationTotals,
  GUEST_CUSTOMER,
  guestCustomerExists,
} from '@/lib/backend/commerce';
import { requestPayment } from '@/lib/backend/payments';
import { finishWithStockErpnext, noteBrokenPaymentRequest, paymentRequestKnownBroken } from '@/lib/backend/stock-order';
import { deliveryDate } from '@/lib/domain/delivery-date';
import { listAddresses } from '@/lib/backend/addresses';
import type { BackendError } from '@/lib/backend/result';
import { fromCents, type Cents } from '@/lib/domain/money';
import { pickupLabel, type PickupPoint } from '@/lib/domain/pickup';
import { log } from '@/lib/log';
import { sanitizeRichText } from '@/lib/sanitize';
import { placeOrderSchema, type PlaceOrderInput } from './schema';
import { addressFields, matchingSavedAddress, quotationRequest } from './quotation-request';
import { getPickupPoints } from './pickup-points';
import { upsertOrder, type OrderMemoryStore, type RememberedOrder } from './order-memory';
import { computeQuote, countryNameOf } from './quote';
import { orderingCustomer } from './ordering-customer';
import { fieldErrors, nextPage, type PlaceOrderResult } from './place-order-result';
import type { Shopper } from '@/lib/domain/shopper';
import type { OrderTotals, Quote } from '@/lib/domain/quote';

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
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error.issues) };
  const { form, lines, coupon, attempt, expectedTotalCents } = parsed.data;
  const locale = context.locale;

  let memory = await context.memory.read();
  const prior = memory.find((e) => e.attempt === attempt);
  // This attempt already ordered: the same order again, never a second one.
  if (prior?.order) return { ok: true, order: prior.order, next: nextPage(prior), user: null };
  if (prior?.paymentAskedAt) return { ok: false, reason: 'unconfirmed' };

  const quoted = await computeQuote({
    lines,
    country: form.shipping.country,
    shippingRule: form.shipping_rule,
    coupon,
    locale,
  });
  if (!quoted.ok)
    return quoted.error.kind === 'rejected'
      ? { ok: false, reason: 'rejected', message: quoted.error.message ?? null }
      : notPlaced(quoted.error);
  const { quote, countryName } = quoted;
  if (quote.blocked) return { ok: false, reason: 'cart-problem', quote };
  // The total the shopper accepted: the shop's own, or the one this attempt's quotation showed them.
  const accepted = expectedTotalCents === quote.totalCents || expectedTotalCents === prior?.totals?.totalCents;
  if (!accepted || quote.priceChanges.length > 0 || quote.rule !== form.shipping_rule) {
    return { ok: false, reason: 'price-changed', quote };
  }
  if (quote.coupon && !quote.coupon.applied && !quote.coupon.atCheckout)
    return { ok: false, reason: 'coupon-refused', code: quote.coupon.code, message: quote.coupon.message };
  if (!quote.paymentMethods.includes(form.payment_method)) return { ok: false, reason: 'no-payment-method' };
  const pickup = await chosenPickupPoint(quote, form.pickup_point);
  if (pickup === 'missing') return { ok: false, reason: 'invalid', fieldErrors: { pickup_point: 'pickupPoint' } };

  const ordering = await orderingCustomer(form, context);
  if ('reason' in ordering) return ordering;
  const { jwt, user, customer } = ordering;
  if (customer === GUEST_CUSTOMER && !guestCustomerExists()) return { ok: false, reason: 'account-needed' };

  const items = quote.lines.map((l) => ({ item_code: l.sku, qty: l.qty, rate: fromCents(l.unitCents) }));
  const billingCountry =
    !form.billing_different || form.billing.country === form.shipping.country
      ? countryName
      : await countryNameOf(form.billing.country, locale);
  // Only enabled addresses: a removed one is disabled on the back-end, and is never reused.
  const saved = jwt && customer !== GUEST_CUSTOMER ? await listAddresses(jwt) : null;
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

  let entry: RememberedOrder | null = prior && prior.content === digest ? prior : null;
  if (!entry) {
    const created = await createQuotation(request, locale);
    if (!created.ok) {
      log.warn('checkout.quotation-failed', { kind: created.error.kind, status: created.error.status });
      if (created.error.kind === 'absent') return { ok: false, reason: 'account-needed' };
      return created.error.kind === 'rejected'
        ? { ok: false, reason: 'rejected', message: null }
        : notPlaced(created.error);
    }
    entry = { attempt, content: digest, quotation: created.data, at: now() };
    memory = upsertOrder(memory, entry);
    await context.memory.write(memory);
  }

  // What the back-end's quotation costs, its coupon applied, learnt once per quotation: the total
  // the shopper accepts is the order's, shipping row and coupon as ERPNext computes them.
  if (!entry.totals) {
    const learnt = await quotationTotals(entry.quotation, quote.coupon?.code ?? null, locale);
    if ('reason' in learnt) return learnt;
    if (learnt.totals) {
      entry = { ...entry, totals: learnt.totals };
      memory = upsertOrder(memory, entry);
      await context.memory.write(memory);
    }
  }
  if (entry.totals && entry.totals.totalCents !== expectedTotalCents) {
    log.info('checkout.confirm-total', { shown: expectedTotalCents, backend: entry.totals.totalCents });
    return { ok: false, reason: 'confirm-total', totals: entry.totals };
  }

  const finish = { form, pickup, user, locale, now, memory, context, expectedTotalCents };
  if (entry.finishing === 'stock' || paymentRequestKnownBroken()) return finishOnStock(entry, finish);

  const asking: RememberedOrder = { ...entry, paymentAskedAt: now() };
  memory = upsertOrder(memory, asking);
  await context.memory.write(memory);
  const payment = await requestPayment(entry.quotation, form.payment_method, locale);
  if (!payment.ok) {
    log.warn('checkout.payment-request-failed', { kind: payment.error.kind, status: payment.error.status });
    if (!paymentSurelyNotMade(payment.error)) return { ok: false, reason: 'unconfirmed' };
    memory = upsertOrder(memory, { ...asking, paymentAskedAt: undefined });
    await context.memory.write(memory);
    if (noteBrokenPaymentRequest(payment.error)) return finishOnStock(entry, { ...finish, memory });
    return payment.error.kind === 'rejected'
      ? { ok: false, reason: 'rejected', message: payment.error.message ?? null }
      : notPlaced(payment.error);
  }

  const answer = payment.data;
  return remember(asking, finish, {
    order: answer.payment_request.reference_name,
    amountCents: answer.payment_request.grand_total,
    currency: answer.payment_request.currency ?? 'EUR',
    clientSecret: answer.clientSecret ?? null,
    token: answer.order_token ?? null,
    transferHtml: answer.wired_transfer_data
      ? sanitizeRichText(answer.wired_transfer_data, { headingsAs: 'h3' })
      : null,
  });
}

interface Finish {
  form: PlaceOrderInput['form'];
  pickup: PickupPoint | null;
  user: Shopper | null;
  locale: string;
  now: () => number;
  memory: RememberedOrder[];
  context: PlaceOrderContext;
  expectedTotalCents: Cents;
}

/** The placed order, remembered for this attempt before the shopper is sent on. */
async function remember(
  entry: RememberedOrder,
  finish: Finish,
  made: Pick<RememberedOrder, 'order' | 'amountCents' | 'currency' | 'clientSecret' | 'token' | 'transferHtml'>,
): Promise<PlaceOrderResult> {
  const amountCents = made.amountCents;
  if (amountCents !== finish.expectedTotalCents)
    log.warn('checkout.amount-differs', { expected: finish.expectedTotalCents, backend: amountCents });
  const placed: RememberedOrder = {
    ...entry,
    ...made,
    paymentAskedAt: entry.paymentAskedAt,
    gateway: finish.form.payment_method,
    amountDiffers: amountCents !== finish.expectedTotalCents,
    pickup: finish.pickup ? pickupLabel(finish.pickup) : null,
    at: finish.now(),
  };
  await finish.context.memory.write(upsertOrder(finish.memory, placed));
  return { ok: true, order: placed.order!, next: nextPage(placed), user: finish.user };
}

/**
 * An error the back-end did not explain. A server that answered (a 403, a 500 that is not a gateway's)
 * was reached: the shopper is told the order was not completed and nothing was charged, not that
 * the server could not be reached, which is kept for a timeout, a lost connection or a gateway's 5xx.
 */
function notPlaced(error: BackendError): PlaceOrderResult {
  const answered = typeof error.status === 'number' && ![502, 503, 504].includes(error.status);
  return answered ? { ok: false, reason: 'not-completed', transferOnly: false } : { ok: false, reason: 'unavailable' };
}

/**
 * The order finished with stock ERPNext where mymb's payment_request cannot
 * (lib/backend/stock-order.ts). Only a bank transfer: a card needs the payment intent that only
 * mymb's method asks for, so a card order stops here with nothing made or charged.
 */
async function finishOnStock(entry: RememberedOrder, finish: Finish): Promise<PlaceOrderResult> {
  if (finish.form.payment_method !== 'transfer') return { ok: false, reason: 'not-completed', transferOnly: true };
  const finishing: RememberedOrder = { ...entry, finishing: 'stock', paymentAskedAt: undefined };
  const memory = upsertOrder(finish.memory, finishing);
  await finish.context.memory.write(memory);
  const made = await finishWithStockErpnext({
    quotation: entry.quotation,
    paymentMode: 'TRANSFER',
    email: finish.form.email.toLowerCase(),
    deliveryDate: deliveryDate(finish.now()),
    locale: finish.locale,
  });
  if (!made.ok) {
    log.warn('checkout.stock-order-failed', { kind: made.error.kind, status: made.error.status });
    return { ok: false, reason: 'not-completed', transferOnly: false };
  }
  return remember(
    finishing,
    { ...finish, memory },
    {
      order: made.data.order.name,
      amountCents: made.data.paymentRequest.grand_total,
      currency: made.data.paymentRequest.currency ?? made.data.order.currency ?? 'EUR',
      clientSecret: null,
      token: null,
      transferHtml: null,
    },
  );
}

/**
 * The quotation's totals as the back-end computed them: from apply_coupon_code's answer when there
 * is a coupon (applied now, before the payment request, so the order copies it), else from the
 * Quotation resource. Null when the token may not read Quotations: the order then goes on at the
 * shop's own total, which the payment request's amount is checked against.
 */
async function quotationTotals(
  quotation: string,
  couponCode: string | null,
  locale: string,
): Promise<{ totals: OrderTotals | null } | Extract<PlaceOrderResult, { reason: 'coupon-refused' | 'unavailable' }>> {
  if (couponCode) {
    const applied = await applyCouponToQuotation(quotation, couponCode, locale);
    if (!applied.ok)
      return applied.refused
        ? { ok: false, reason: 'coupon-refused', code: couponCode, message: applied.message }
        : { ok: false, reason: 'unavailable' };
    if (applied.data.totals) return { totals: applied.data.totals };
  }
  const read = await getQuotationTotals(quotation, locale);
  return { totals: read.ok ? read.data : null };
}
