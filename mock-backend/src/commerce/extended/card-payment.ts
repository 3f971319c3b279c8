/** The test card gateway (`simulate_card_payment`) and `get_payment_status`, for the order's placer only. */
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { notFound, requiredStr, str, validationError, type Args } from '../../frappe';
import { optionalUser } from '../../user';
import { sendOrderConfirmation } from '../order-confirmation';
import { orderOut } from '../order-out';
import { getOrder, iso, setStatus, type OrderRow } from '../orders';
import { newPaymentRequest } from '../payment-request';
import { intentOf, intentStatus } from './intent';
import { t } from './texts';

function sameSecret(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const isPaid = (o: OrderRow) => o.status !== 'To Pay' && o.status !== 'Draft' && o.status !== 'Cancelled';

/**
 * The order named by `order`, with a proof that the caller placed it: the order's `token` (the
 * link in the confirmation e-mail), the `quotation` it was made from (the storefront keeps that
 * name on its server), or the owner's JWT.
 */
export async function orderByProof(c: AppContext, a: Args): Promise<OrderRow> {
  const db = c.get('db');
  const lang = c.get('lang');
  const name = requiredStr(a, 'order', 'order');
  const order = getOrder(db, name);
  const missing = () => notFound(t(lang, `Order ${name} not found`, `Ordine ${name} non trovato`));
  if (!order) throw missing();
  const token = str(a, 'token');
  if (token) {
    if (!sameSecret(token, order.token)) throw missing();
    return order;
  }
  const quotation = str(a, 'quotation');
  if (quotation) {
    if (!order.quotation || !sameSecret(quotation, order.quotation)) throw missing();
    return order;
  }
  const user = await optionalUser(c);
  if (!user || user.email !== order.user_email) throw missing();
  return order;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

const resultLink = (page: string, o: Pick<OrderRow, 'name'>) => `/pages/${page}?order=${encodeURIComponent(o.name)}`;

export async function simulateCardPayment(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const options = c.get('options');
  const order = await orderByProof(c, a);
  const success = () => ({
    status: 'succeeded',
    message: t(lang, 'Payment received', 'Pagamento ricevuto'),
    redirect_url: resultLink('payment-success', order),
  });
  if (isPaid(order)) return success();
  if (order.status !== 'To Pay') {
    throw validationError(
      t(
        lang,
        `Order ${order.name} cannot be paid (status ${order.status})`,
        `L'ordine ${order.name} non può essere pagato (stato ${order.status})`,
      ),
    );
  }
  const number = (str(a, 'card_number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    throw validationError(t(lang, 'Your card number is incorrect', 'Il numero della carta non è corretto'));
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(
    str(a, 'expiry') ?? `${str(a, 'exp_month') ?? ''}/${str(a, 'exp_year') ?? ''}`,
  );
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (month < 1 || month > 12)
    throw validationError(
      t(lang, "Your card's expiry date is incomplete", 'La data di scadenza della carta non è completa'),
    );
  const today = new Date(options.now());
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
    throw validationError(t(lang, 'Your card has expired', 'La carta è scaduta'));
  }
  if (!/^\d{3,4}$/.test(str(a, 'cvc') ?? ''))
    throw validationError(
      t(lang, "Your card's security code is incorrect", 'Il codice di sicurezza della carta non è corretto'),
    );

  const pr =
    (db
      .prepare(
        "SELECT name FROM payment_request WHERE sales_order = ? AND gateway = 'stripe' AND status = 'Requested' ORDER BY created DESC LIMIT 1",
      )
      .get(order.name) as { name: string } | undefined) ?? newPaymentRequest(db, order, 'stripe', options.now());
  const at = iso(options.now());
  if (number === TEST_CARDS.success) {
    db.transaction(() => {
      db.prepare("UPDATE payment_request SET status = 'Paid', modified = ? WHERE name = ?").run(at, pr.name);
      db.prepare("UPDATE sales_order SET payment_method = 'stripe' WHERE name = ?").run(order.name);
      setStatus(db, order, 'Paid', at, t(lang, 'Card payment received', 'Pagamento con carta ricevuto'));
    })();
    sendOrderConfirmation(db, getOrder(db, order.name)!, options);
    return success();
  }
  const code = number === TEST_CARDS.declined ? 'generic_decline' : 'card_not_supported';
  db.prepare("UPDATE payment_request SET status = 'Failed', failure = ?, modified = ? WHERE name = ?").run(
    code,
    at,
    pr.name,
  );
  return {
    status: 'declined',
    decline_code: code,
    message:
      code === 'generic_decline'
        ? t(lang, 'Your card was declined', 'La carta è stata rifiutata')
        : t(
            lang,
            'Your card was declined: the test gateway accepts only test cards',
            'La carta è stata rifiutata: il circuito di prova accetta solo carte di prova',
          ),
    redirect_url: resultLink('payment-failed', order),
  };
}

export async function paymentStatus(c: AppContext, a: Args) {
  const db = c.get('db');
  const order = await orderByProof(c, a);
  const last = db
    .prepare(
      'SELECT name, gateway, status, failure, modified, client_secret FROM payment_request WHERE sales_order = ? ORDER BY modified DESC, name DESC LIMIT 1',
    )
    .get(order.name) as
    | {
        name: string;
        gateway: string;
        status: string;
        failure: string | null;
        modified: string;
        client_secret: string | null;
      }
    | undefined;
  const out = orderOut(db, order, c.get('lang'));
  return {
    order: out,
    paid: out.paid,
    status: order.status,
    payment_method: order.payment_method,
    quotation: order.quotation,
    // A Stripe attempt also says its payment intent and where the intent stands, in Stripe's words.
    last_payment: last
      ? {
          name: last.name,
          gateway: last.gateway,
          status: last.status,
          failure: last.failure,
          modified: last.modified,
          payment_intent: last.client_secret ? intentOf(last.client_secret) : null,
          intent_status: last.client_secret ? intentStatus(last.status) : null,
        }
      : null,
  };
}
