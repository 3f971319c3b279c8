import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cents } from '@/lib/domain/money';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { orderOutcome } = await import('@/lib/checkout/order-outcome');
const { forgetRefusals } = await import('@/lib/backend/refusals');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const missingMethod = json(
  {
    exc_type: 'ValidationError',
    _server_messages: JSON.stringify([
      JSON.stringify({ message: 'Failed to get method for command x with module has no attribute' }),
    ]),
  },
  417,
);
const forbidden = json({ exc_type: 'PermissionError' }, 403);

/** The real back-end: no get_payment_status; the Sales Order and Payment Request resources as given. */
function backend(salesOrder: () => Response, paymentRequests: () => Response = () => json({ data: [] })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      if (url.pathname.endsWith('get_user_info'))
        return json({
          message: {
            email: 'other@example.com',
            first_name: 'O',
            last_name: 'T',
            roles: ['Customer'],
            customer: { name: 'other@example.com', customer_name: 'other@example.com', customer_type: 'Individual' },
          },
        });
      if (url.pathname.endsWith('get_payment_status')) return missingMethod.clone();
      if (url.pathname === '/api/resource/Sales%20Order') return salesOrder();
      if (url.pathname === '/api/resource/Payment%20Request') return paymentRequests();
      return missingMethod.clone();
    }),
  );
}

const remembered = {
  attempt: 'attempt-0123456789abcdef',
  content: 'x',
  quotation: 'SAL-QTN-2026-00001',
  order: 'SAL-ORD-2026-00001',
  gateway: 'transfer' as const,
  amountCents: cents(5400),
  currency: 'EUR',
  at: 1,
};
const memoryWith = (entries: unknown[]) => ({ read: async () => entries as never, write: async () => {} });
const stranger = { memory: memoryWith([]), readJwt: async () => undefined };
const placedHere = { memory: memoryWith([remembered]), readJwt: async () => undefined };

describe('where an order stands, for the payment pages', () => {
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing to a browser that did not place the order and is not its owner, whatever the URL says', async () => {
    backend(() =>
      json({ data: [{ name: 'SAL-ORD-2026-00001', customer: 'Guest', docstatus: 1, paid: 'NO', grand_total: 54 }] }),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', stranger)).toEqual({ found: false, reason: 'not-found' });
  });

  it('shows a signed-in shopper only the orders of their own Customer', async () => {
    backend(() =>
      json({
        data: [
          {
            name: 'SAL-ORD-2026-00001',
            customer: 'mario.rossi@example.com',
            docstatus: 1,
            paid: 'NO',
            grand_total: 54,
          },
        ],
      }),
    );
    const signedIn = { memory: memoryWith([]), readJwt: async () => 'a.b.c' };
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', signedIn)).toEqual({ found: false, reason: 'not-found' });
    backend(() =>
      json({
        data: [
          { name: 'SAL-ORD-2026-00001', customer: 'other@example.com', docstatus: 1, paid: 'NO', grand_total: 54 },
        ],
      }),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', signedIn)).toMatchObject({ found: true, state: 'received' });
  });

  it('reads a bank-transfer order from the Sales Order resource: submitted, not paid, awaiting the transfer', async () => {
    backend(() =>
      json({
        data: [
          {
            name: 'SAL-ORD-2026-00001',
            customer: 'Guest',
            docstatus: 1,
            status: 'To Deliver and Bill',
            paid: 'NO',
            grand_total: 54,
            currency: 'EUR',
          },
        ],
      }),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', placedHere)).toMatchObject({
      found: true,
      state: 'awaiting-transfer',
      amount: 5400,
      confirmed: true,
      method: 'transfer',
    });
  });

  it('sees a card order paid when a Payment Request of it is Paid, and a Draft as still awaiting the card', async () => {
    const card = { ...placedHere, memory: memoryWith([{ ...remembered, gateway: 'stripe' }]) };
    backend(
      () =>
        json({ data: [{ name: 'SAL-ORD-2026-00001', customer: 'Guest', docstatus: 0, paid: 'NO', grand_total: 54 }] }),
      () => json({ data: [{ name: 'ACC-PRQ-1', status: 'Requested', grand_total: 54, payment_gateway: 'stripe' }] }),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', card)).toMatchObject({ state: 'awaiting-card' });
    backend(
      () =>
        json({ data: [{ name: 'SAL-ORD-2026-00001', customer: 'Guest', docstatus: 1, paid: 'YES', grand_total: 54 }] }),
      () => json({ data: [{ name: 'ACC-PRQ-1', status: 'Paid', grand_total: 54, payment_gateway: 'stripe' }] }),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', card)).toMatchObject({ state: 'paid' });
  });

  it('says "received, confirmation by e-mail" from this browser’s memory when the resources are not readable', async () => {
    backend(
      () => forbidden.clone(),
      () => forbidden.clone(),
    );
    expect(await orderOutcome('SAL-ORD-2026-00001', 'it', placedHere)).toMatchObject({
      found: true,
      state: 'received',
      confirmed: false,
      amount: 5400,
    });
  });
});
