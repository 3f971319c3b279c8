/**
 * The test gateway's redirect method: a stand-in for the methods that leave the shop and come back
 * (PayPal, Klarna, Satispay through Stripe). `start_redirect_payment` answers the gateway page's
 * address; the page (`/__mock/gateway/redirect`, open like the rest of /__mock) approves, fails,
 * cancels or leaves the payment pending, and sends the browser back to `return_url` with the
 * parameters Stripe adds: `payment_intent`, `payment_intent_client_secret`, `redirect_status`.
 * Like Stripe, an order keeps one payment intent across attempts: a retry after a cancel pays
 * the same intent, and no second order is made.
 */
import type { App, AppContext } from '../../context';
import { requiredStr, validationError, type Args } from '../../frappe';
import { sendOrderConfirmation } from '../order-confirmation';
import { getOrder, iso, setStatus, type OrderRow } from '../orders';
import { newPaymentRequest, type PaymentRequestRow } from '../payment-request';
import { euro } from '../store';
import { isPaid, orderByProof } from './card-payment';
import { intentOf } from './intent';
import { t } from './texts';

function openStripeRequest(c: AppContext, order: OrderRow): PaymentRequestRow {
  const db = c.get('db');
  const found = db
    .prepare(
      "SELECT * FROM payment_request WHERE sales_order = ? AND gateway = 'stripe' AND status != 'Paid' AND client_secret IS NOT NULL ORDER BY created DESC, name DESC LIMIT 1",
    )
    .get(order.name) as PaymentRequestRow | undefined;
  return found ?? newPaymentRequest(db, order, 'stripe', c.get('options').now());
}

function returnUrlOf(value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // not a URL: refused below
  }
  throw validationError('return_url must be an absolute http(s) URL');
}

export async function startRedirectPayment(c: AppContext, a: Args) {
  const lang = c.get('lang');
  const order = await orderByProof(c, a);
  const returnUrl = returnUrlOf(requiredStr(a, 'return_url', 'return_url'));
  if (isPaid(order) || order.status !== 'To Pay') {
    throw validationError(
      t(
        lang,
        `Order ${order.name} cannot be paid (status ${order.status})`,
        `L'ordine ${order.name} non può essere pagato (stato ${order.status})`,
      ),
    );
  }
  const pr = openStripeRequest(c, order);
  const intent = intentOf(pr.client_secret!);
  // Frappe's own host, as the browser reaches it (the storefront calls the same address).
  const page = new URL('/__mock/gateway/redirect', new URL(c.req.url).origin);
  page.searchParams.set('payment_intent', intent);
  page.searchParams.set('return_url', returnUrl.toString());
  return { redirect_url: page.toString(), payment_intent: intent };
}

const DECISIONS = {
  approve: { label: 'Approve the payment', request: 'Paid', redirect: 'succeeded' },
  pending: { label: 'Approve later (pending)', request: 'Initiated', redirect: 'processing' },
  fail: { label: 'Fail the payment', request: 'Failed', redirect: 'failed' },
  cancel: { label: 'Cancel and go back to the shop', request: 'Failed', redirect: 'failed' },
} as const;
type Decision = keyof typeof DECISIONS;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function requestOfIntent(c: AppContext, intent: string): PaymentRequestRow | undefined {
  if (!/^pi_[A-Za-z0-9]+$/.test(intent)) return undefined;
  const prefix = `${intent}_secret_`;
  return c
    .get('db')
    .prepare(
      "SELECT * FROM payment_request WHERE gateway = 'stripe' AND substr(client_secret, 1, length(?)) = ? LIMIT 1",
    )
    .get(prefix, prefix) as PaymentRequestRow | undefined;
}

export function registerRedirectGateway(app: App): void {
  app.get('/__mock/gateway/redirect', (c) => {
    const intent = c.req.query('payment_intent') ?? '';
    const returnUrl = c.req.query('return_url') ?? '';
    const pr = requestOfIntent(c, intent);
    if (!pr) return c.html('<!doctype html><title>Unknown payment</title><p>Unknown payment.</p>', 404);
    const buttons = (Object.keys(DECISIONS) as Decision[])
      .map((d) => `<button name="decision" value="${d}">${DECISIONS[d].label}</button>`)
      .join('\n');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test payment gateway</title></head>
<body><main>
<h1>Test payment gateway</h1>
<p>Order ${escape(pr.sales_order)}: € ${euro(pr.amount_cents).toFixed(2)}</p>
<form method="post">
<input type="hidden" name="payment_intent" value="${escape(intent)}">
<input type="hidden" name="return_url" value="${escape(returnUrl)}">
${buttons}
</form>
</main></body></html>`);
  });

  app.post('/__mock/gateway/redirect', async (c) => {
    const db = c.get('db');
    const form = await c.req.parseBody();
    const decision = String(form.decision ?? '') as Decision;
    const pr = requestOfIntent(c, String(form.payment_intent ?? ''));
    let back: URL;
    try {
      back = returnUrlOf(String(form.return_url ?? ''));
    } catch {
      return c.text('return_url must be an absolute http(s) URL', 400);
    }
    if (!pr || !(decision in DECISIONS)) return c.text('Unknown payment or decision', 400);
    const order = getOrder(db, pr.sales_order)!;
    const chosen = DECISIONS[decision];
    const at = iso(c.get('options').now());
    // A payment already taken stays taken (Stripe's intent is final once it succeeded).
    if (pr.status !== 'Paid') {
      db.transaction(() => {
        db.prepare('UPDATE payment_request SET status = ?, failure = ?, modified = ? WHERE name = ?').run(
          chosen.request,
          decision === 'fail' ? 'payment_failed' : decision === 'cancel' ? 'canceled' : null,
          at,
          pr.name,
        );
        if (decision === 'approve') {
          db.prepare("UPDATE sales_order SET payment_method = 'stripe' WHERE name = ?").run(order.name);
          setStatus(db, order, 'Paid', at, 'Stripe: payment_intent.succeeded');
        }
      })();
      if (decision === 'approve') sendOrderConfirmation(db, getOrder(db, order.name)!, c.get('options'));
    }
    back.searchParams.set('payment_intent', intentOf(pr.client_secret!));
    back.searchParams.set('payment_intent_client_secret', pr.client_secret!);
    back.searchParams.set('redirect_status', pr.status === 'Paid' ? 'succeeded' : chosen.redirect);
    return c.redirect(back.toString(), 303);
  });
}
