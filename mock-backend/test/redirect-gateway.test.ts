// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setup } from './support';
import { PAYMENT, inStock, pay, quote } from './commerce-support';

const RETURN = 'http://shop.test/pages/payment-success?order=';

describe('the test gateway’s redirect method (extended profile)', () => {
  const t = setup(60, 'extended');

  async function stripeOrder() {
    const line = inStock(t)[0]!;
    const quotation = await quote(t, [{ item_code: line.sku, qty: 1, rate: line.rate }]);
    const answer = await pay(t, quotation, 'stripe');
    return { order: answer.payment_request.reference_name as string, quotation, secret: answer.clientSecret as string };
  }

  /** The gateway page's decision, and where it sends the browser back to. */
  async function decide(redirectUrl: string, decision: string): Promise<URL> {
    const page = new URL(redirectUrl);
    const shown = await t.request(`${page.pathname}${page.search}`);
    expect(shown.status).toBe(200);
    expect(String(shown.body)).toContain(`value="${decision}"`);
    const res = await t.app.request(page.pathname, {
      method: 'POST',
      body: new URLSearchParams({
        decision,
        payment_intent: page.searchParams.get('payment_intent')!,
        return_url: page.searchParams.get('return_url')!,
      }),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  }

  const start = (order: string, quotation: string) =>
    t.call(`${PAYMENT}.start_redirect_payment`, { order, quotation, return_url: `${RETURN}${order}` });

  it('comes back with Stripe’s parameters, and a cancelled attempt is retried on the same intent and order', async () => {
    const { order, quotation, secret } = await stripeOrder();
    const intent = secret.split('_secret_')[0];
    const first = await start(order, quotation);
    expect(first.message.payment_intent).toBe(intent);

    const cancelled = await decide(first.message.redirect_url, 'cancel');
    expect(cancelled.searchParams.get('order')).toBe(order);
    expect(cancelled.searchParams.get('payment_intent')).toBe(intent);
    expect(cancelled.searchParams.get('payment_intent_client_secret')).toBe(secret);
    expect(cancelled.searchParams.get('redirect_status')).toBe('failed');
    let status = await t.call(`${PAYMENT}.get_payment_status`, { order, quotation });
    expect(status.message).toMatchObject({
      paid: 0,
      last_payment: { payment_intent: intent, intent_status: 'requires_payment_method', failure: 'canceled' },
    });

    const again = await start(order, quotation);
    expect(again.message.payment_intent).toBe(intent);
    const approved = await decide(again.message.redirect_url, 'approve');
    expect(approved.searchParams.get('redirect_status')).toBe('succeeded');
    status = await t.call(`${PAYMENT}.get_payment_status`, { order, quotation });
    expect(status.message).toMatchObject({ paid: 1, status: 'Paid', last_payment: { intent_status: 'succeeded' } });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM sales_order WHERE quotation = ?').get(quotation)).toEqual({ n: 1 });
  });

  it('leaves a pending payment processing, and refuses a stranger or a paid order', async () => {
    const { order, quotation } = await stripeOrder();
    expect((await t.call(`${PAYMENT}.start_redirect_payment`, { order, return_url: `${RETURN}${order}` })).status).toBe(
      404,
    );
    const pending = await decide((await start(order, quotation)).message.redirect_url, 'pending');
    expect(pending.searchParams.get('redirect_status')).toBe('processing');
    const status = await t.call(`${PAYMENT}.get_payment_status`, { order, quotation });
    expect(status.message).toMatchObject({ paid: 0, last_payment: { intent_status: 'processing' } });

    const other = await stripeOrder();
    await decide((await start(other.order, other.quotation)).message.redirect_url, 'approve');
    expect((await start(other.order, other.quotation)).status).toBe(417);
  });
});
