import 'server-only';
import { getUserInfo } from '@/lib/backend/auth';
import { getPaymentRequests, getPaymentStatus, getSalesOrder } from '@/lib/backend/payments';
import type { PaymentStatus, SalesOrderDoc } from '@/lib/backend/schemas/commerce';
import { readSessionJwt } from '@/lib/session';
import { cookieOrderMemory, rememberedOrder, type OrderMemoryStore, type RememberedOrder } from './order-memory';

/**
 * Where an order stands, for the payment pages (docs/decisions.md "payment": they never trust the
 * URL). Who may look: a browser that placed the order (its order memory) or the signed-in
 * shopper whose Customer it is. What it says, from the best source the back-end has: the
 * optional get_payment_status; else the stock Sales Order and Payment Request resources; else,
 * for an order this browser placed, what payment_request answered ("received, confirmation by
 * e-mail").
 */
type OrderState = 'paid' | 'awaiting-transfer' | 'awaiting-card' | 'cancelled' | 'received';

export type OrderOutcome =
  | { found: false; reason: 'not-found' | 'unavailable' }
  | {
      found: true;
      order: string;
      state: OrderState;
      amount: number | null;
      currency: string;
      method: 'transfer' | 'stripe' | null;
      /** False when only this browser's memory speaks for the order (the back-end could not be read). */
      confirmed: boolean;
      /** The last card attempt's failure, when the back-end says. */
      failure: string | null;
      /** The order's Stripe payment intent, when the back-end says (`custom_payment_code`). */
      intent: string | null;
      /** Where that intent stands in Stripe's words, when the back-end says (optional get_payment_status). */
      intentStatus: string | null;
      remembered: RememberedOrder | null;
    };

export interface OutcomeContext {
  memory?: OrderMemoryStore;
  readJwt?: () => Promise<string | undefined>;
}

const methodOf = (value: string | null | undefined): 'transfer' | 'stripe' | null => {
  if (!value) return null;
  if (/transfer|bonifico|wire/i.test(value)) return 'transfer';
  if (/stripe|card|carta/i.test(value)) return 'stripe';
  return null;
};

function stateFromStatus(status: PaymentStatus, method: 'transfer' | 'stripe' | null): OrderState {
  if (status.paid) return 'paid';
  if (/cancel/i.test(status.status)) return 'cancelled';
  if (method === 'stripe') return 'awaiting-card';
  if (method === 'transfer') return 'awaiting-transfer';
  return 'received';
}

/**
 * docstatus 0 is a Draft: an online payment not made yet. 2 is cancelled. A submitted order is
 * paid when `paid` says YES or a Payment Request of it is Paid.
 */
function stateFromDocs(
  order: SalesOrderDoc,
  requests: ReadonlyArray<{ status?: string | null }>,
  method: 'transfer' | 'stripe' | null,
): OrderState {
  if (order.docstatus === 2) return 'cancelled';
  if (order.paid || requests.some((r) => r.status === 'Paid')) return 'paid';
  if (order.docstatus === 0) return 'awaiting-card';
  return method === 'transfer' ? 'awaiting-transfer' : 'received';
}

async function shopperCustomer(readJwt: () => Promise<string | undefined>): Promise<string | null> {
  const jwt = await readJwt();
  if (!jwt) return null;
  const info = await getUserInfo(jwt);
  return info.ok ? (info.data.customer ?? null) : null;
}

export async function orderOutcome(order: string, locale: string, context: OutcomeContext = {}): Promise<OrderOutcome> {
  const remembered = await rememberedOrder(order, context.memory ?? cookieOrderMemory());
  const customer = remembered ? null : await shopperCustomer(context.readJwt ?? readSessionJwt);
  if (!remembered && !customer) return { found: false, reason: 'not-found' };
  const base = { found: true as const, order, remembered };

  const status = await getPaymentStatus(order, { token: remembered?.token, quotation: remembered?.quotation }, locale);
  if (status.ok) {
    const method = methodOf(status.data.payment_method) ?? remembered?.gateway ?? null;
    return {
      ...base,
      state: stateFromStatus(status.data, method),
      amount: status.data.order.total ?? remembered?.amount ?? null,
      currency: status.data.order.currency ?? remembered?.currency ?? 'EUR',
      method,
      confirmed: true,
      failure: status.data.last_payment?.failure ?? null,
      intent: status.data.last_payment?.payment_intent ?? null,
      intentStatus: status.data.last_payment?.intent_status ?? null,
    };
  }

  const [doc, requests] = await Promise.all([getSalesOrder(order, locale), getPaymentRequests(order, locale)]);
  if (doc.ok && (remembered || doc.data.customer === customer)) {
    const rows = requests.ok ? requests.data : [];
    const method = remembered?.gateway ?? methodOf(rows[0]?.payment_gateway) ?? methodOf(doc.data.payment_mode);
    return {
      ...base,
      state: stateFromDocs(doc.data, rows, method),
      amount: doc.data.grand_total ?? remembered?.amount ?? null,
      currency: doc.data.currency ?? remembered?.currency ?? 'EUR',
      method,
      confirmed: true,
      failure: rows[0]?.status === 'Failed' ? 'declined' : null,
      intent: doc.data.custom_payment_code ?? null,
      intentStatus: null,
    };
  }
  if (remembered) {
    return {
      ...base,
      state: 'received',
      amount: remembered.amount ?? null,
      currency: remembered.currency ?? 'EUR',
      method: remembered.gateway ?? null,
      confirmed: false,
      failure: null,
      intent: null,
      intentStatus: null,
    };
  }
  return { found: false, reason: !doc.ok && doc.error.kind === 'unavailable' ? 'unavailable' : 'not-found' };
}
