import 'server-only';
import { z } from 'zod';
import { call } from './call';
import { fail, ok, type Result } from './result';
import { lenientArray } from './schemas/common';
import {
  cardPaymentSchema,
  paymentRequestRowsSchema,
  paymentRequestSchema,
  paymentStatusSchema,
  redirectPaymentSchema,
  salesOrderSchema,
  type SalesOrderDoc,
} from './schemas/commerce';
import { METHODS } from './methods';

/**
 * The payment calls (docs/backend/checkout.md "placing an order", "payment pages"): the payment
 * request that turns a quotation into an order, and what the payment pages read about an order.
 * Never cached. Quotation names never leave the server: anyone holding one may call
 * payment_request and read the whole quotation.
 */
const MINUTE = 60;
/** Optional methods (docs/backend/checkout.md "optional methods"): absent on the real back-end. */
export const OPTIONAL_PAYMENT = {
  paymentStatus: METHODS.paymentStatus,
  testCard: METHODS.simulateCardPayment,
  testRedirect: METHODS.startRedirectPayment,
} as const;

export type PaymentGateway = 'transfer' | 'stripe';

/**
 * payment_request: turns the quotation into a Sales Order and a Payment Request. Not idempotent
 * (each call makes another order): call it once per quotation and keep the answer.
 */
export function requestPayment(quotation: string, gateway: PaymentGateway, locale: string) {
  return call({
    path: METHODS.paymentRequest,
    method: 'POST',
    params: { quotation_name: quotation, payment_gateway: gateway },
    schema: paymentRequestSchema,
    locale,
    timeoutMs: 30_000,
  });
}

/**
 * What proves to the optional payment methods that this shopper placed the order: its token when
 * the back-end gave one, else the quotation it was made from (a name only the storefront's server
 * knows). Without either, the owner's JWT is the proof.
 */
export interface OrderProof {
  token?: string | null;
  quotation?: string | null;
}

const proofParams = (proof: OrderProof) =>
  proof.token ? { token: proof.token } : proof.quotation ? { quotation: proof.quotation } : {};

/** Optional: the order's payment state in one call (`absent` on the real back-end). */
export function getPaymentStatus(order: string, proof: OrderProof, locale: string) {
  return call({
    path: OPTIONAL_PAYMENT.paymentStatus,
    method: 'POST',
    params: { order, ...proofParams(proof) },
    schema: paymentStatusSchema,
    locale,
    // The owner's JWT lets the method show a signed-in shopper's order placed in another browser.
    session: 'optional',
  });
}

/**
 * The stock Sales Order resource, read as a one-row list filtered by name (the same answer on
 * every back-end, without a name in the URL path). Read with the app token: the caller checks
 * whose order it is before showing anything.
 */
export async function getSalesOrder(order: string, locale: string): Promise<Result<SalesOrderDoc>> {
  const result = await call({
    path: 'resource:Sales Order',
    params: {
      filters: [['name', '=', order]],
      fields: [
        'name',
        'customer',
        'docstatus',
        'status',
        'paid',
        'grand_total',
        'currency',
        'payment_mode',
        'custom_payment_code',
        'recipient_email',
        'transaction_date',
        'creation',
      ],
      limit_page_length: 1,
    },
    schema: lenientArray(salesOrderSchema),
    locale,
  });
  if (!result.ok) return result;
  const [found] = result.data;
  return found ? ok(found) : fail({ kind: 'not-found' });
}

/** The order's payment attempts (Payment Request resource). */
export function getPaymentRequests(order: string, locale: string) {
  return call({
    path: 'resource:Payment Request',
    params: {
      filters: [['reference_name', '=', order]],
      fields: ['name', 'status', 'grand_total', 'currency', 'payment_gateway'],
      order_by: 'creation desc',
    },
    schema: paymentRequestRowsSchema,
    locale,
  });
}

/** Optional: the mock back-end's simulated card gateway. */
export function chargeTestCard(
  payment: { order: string; card_number: string; expiry: string; cvc: string },
  proof: OrderProof,
  locale: string,
) {
  return call({
    path: OPTIONAL_PAYMENT.testCard,
    method: 'POST',
    params: { ...payment, ...proofParams(proof) },
    // The owner's JWT is the proof for a signed-in shopper's order placed in another browser.
    session: 'optional',
    schema: cardPaymentSchema,
    locale,
  });
}

/**
 * Optional: the test gateway's redirect method (a stand-in for PayPal or Klarna through Stripe):
 * the address of its page, which sends the shopper back to `returnUrl` as Stripe does.
 */
export function startTestRedirect(order: string, returnUrl: string, proof: OrderProof, locale: string) {
  return call({
    path: OPTIONAL_PAYMENT.testRedirect,
    method: 'POST',
    params: { order, return_url: returnUrl, ...proofParams(proof) },
    session: 'optional',
    schema: redirectPaymentSchema,
    locale,
  });
}

let testCardSeenUntil = 0;

/**
 * Whether the back-end has the simulated card gateway. Asked with no order: a back-end without
 * the method answers "Failed to get method" (then remembered as absent by the one door), one with
 * it refuses the missing order.
 */
export async function hasTestCardGateway(now = Date.now()): Promise<boolean> {
  if (now < testCardSeenUntil) return true;
  const probe = await call({ path: OPTIONAL_PAYMENT.testCard, method: 'POST', params: {}, schema: z.unknown() });
  if (!probe.ok && probe.error.kind === 'absent') return false;
  if (!probe.ok && probe.error.kind === 'unavailable') return false;
  testCardSeenUntil = now + 10 * MINUTE * 1000;
  return true;
}
