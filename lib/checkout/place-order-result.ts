import type { OrderTotals, Quote } from '@/lib/domain/quote';
import { paymentPageHref } from './payment-href';
import type { RememberedOrder } from './order-memory';
import type { Shopper } from '@/lib/domain/shopper';

/** What placing an order answers the browser: the order, or why there is none. */
export type PlaceOrderResult =
  | { ok: true; order: string; next: string; user: Shopper | null }
  | { ok: false; reason: 'price-changed'; quote: Quote }
  | { ok: false; reason: 'cart-problem'; quote: Quote }
  | { ok: false; reason: 'coupon-refused'; code: string; message: string | null }
  /**
   * The back-end's quotation costs another total than the one shown (a coupon the back-end applies
   * only to the order, a rounding): nothing was ordered. The shopper sees these totals and confirms.
   */
  | { ok: false; reason: 'confirm-total'; totals: OrderTotals }
  /** A shopper without an account, on a back-end that has no Customer for guests: nothing was made. */
  | { ok: false; reason: 'account-needed' }
  /**
   * The back-end could not finish the order (mymb's payment_request broken, and the stock way
   * impossible): no order, nothing charged. `transferOnly`: a bank transfer can still be finished.
   */
  | { ok: false; reason: 'not-completed'; transferOnly: boolean }
  /** A payment request went out and its answer was lost: the order may exist, it is never asked for twice. */
  | { ok: false; reason: 'unconfirmed' }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'account-exists' }
  | { ok: false; reason: 'no-payment-method' }
  | { ok: false; reason: 'rejected'; message: string | null }
  /** Too many orders from this client in a short time (lib/rate-limit.ts). */
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' };

/** The form's problems by field path, for the `invalid` result. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    // The form's fields live under `form`; the envelope's own problems are reported on the form as a whole.
    const path = issue.path[0] === 'form' ? issue.path.slice(1).map(String).join('.') : '';
    out[path || 'root'] ??= issue.message;
  }
  return out;
}

/** Where the shopper goes once the order is placed: the card payment, or the transfer's details. */
export function nextPage(entry: RememberedOrder): string {
  const order = entry.order ?? '';
  return entry.gateway === 'stripe'
    ? paymentPageHref('pay-stripe', order)
    : `/pages/payment-success?paymentgateway=transfer&order=${encodeURIComponent(order)}`;
}
