import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { answer } from './one-answer';

/**
 * The payment request, the Sales Order it makes and the card gateway, fed the real back-end's
 * answers (docs/backend/checkout.md).
 */

setUpBackendTests({ timeoutMs: 1_000 });

const commerce = { ...(await import('@/lib/backend/commerce')), ...(await import('@/lib/backend/payments')) };

describe('checkout calls against the real back-end answers', () => {
  it('reads the order and the amount from the payment request document', async () => {
    const call = answer({
      message: {
        payment_request: {
          name: 'ACC-PRQ-2025-00031',
          reference_doctype: 'Sales Order',
          reference_name: 'SAL-ORD-2025-00017',
          grand_total: 106.8,
          currency: 'EUR',
          status: 'Requested',
          docstatus: 1,
        },
        payment_url: '/pages/payment-success?paymentgateway=transfer',
        wired_transfer_data: '<p>Bonifico bancario … IBAN …</p><h2>SAL-ORD-2025-00017</h2>',
        clientSecret: null,
        quotation: { name: 'SAL-QTN-2025-00042', grand_total: 106.8 },
      },
    });
    const result = await commerce.requestPayment('SAL-QTN-2025-00042', 'transfer', 'it');
    expect(result.ok && result.data.payment_request).toMatchObject({
      reference_name: 'SAL-ORD-2025-00017',
      grand_total: 10680,
      currency: 'EUR',
    });
    expect(result.ok && result.data.wired_transfer_data).toContain('<h2>SAL-ORD-2025-00017</h2>');
    expect(call.body()).toEqual({ quotation_name: 'SAL-QTN-2025-00042', payment_gateway: 'transfer' });
  });

  it('reads a Sales Order from the stock resource: paid "NO", still a Draft awaiting its online payment', async () => {
    const call = answer({
      data: [
        {
          name: 'SAL-ORD-2025-00017',
          customer: 'Guest',
          docstatus: 0,
          status: 'Draft',
          paid: 'NO',
          grand_total: 106.8,
          currency: 'EUR',
          payment_mode: null,
        },
      ],
    });
    const result = await commerce.getSalesOrder('SAL-ORD-2025-00017', 'it');
    expect(result.ok && result.data).toMatchObject({
      name: 'SAL-ORD-2025-00017',
      customer: 'Guest',
      docstatus: 0,
      paid: false,
      grand_total: 10680,
    });
    expect(call.url().pathname).toBe('/api/resource/Sales%20Order');
    expect(JSON.parse(call.url().searchParams.get('filters')!)).toEqual([['name', '=', 'SAL-ORD-2025-00017']]);

    answer({
      data: [
        { name: 'SAL-ORD-2025-00018', customer: 'mario.rossi@example.com', docstatus: 1, paid: 'YES', grand_total: 20 },
      ],
    });
    const paid = await commerce.getSalesOrder('SAL-ORD-2025-00018', 'it');
    expect(paid.ok && paid.data.paid).toBe(true);
    answer({ data: [] });
    const missing = await commerce.getSalesOrder('SAL-ORD-2025-09999', 'it');
    expect(missing.ok ? null : missing.error.kind).toBe('not-found');
  });

  it('sees no card gateway on a back-end without simulate_card_payment', async () => {
    answer(
      {
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([
          JSON.stringify({
            message:
              "Failed to get method for command mymb_ecommerce.mymb_ecommerce.payment.simulate_card_payment with module 'mymb_ecommerce.mymb_ecommerce.payment' has no attribute 'simulate_card_payment'",
          }),
        ]),
      },
      417,
    );
    expect(await commerce.hasTestCardGateway(0)).toBe(false);
  });
});
