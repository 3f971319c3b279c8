import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { context, form, order, realBackend } from './place-order-support';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
    cookieSecure: false,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { placeOrderWith } = await import('@/lib/checkout/place-order');
const { forgetRefusals } = await import('@/lib/backend/refusals');

const localPickup = {
  shipping_rule: 'Local Pickup',
  label: 'Ritiro in negozio',
  generic_shipping_amount: 0,
  shipping_amount: 0,
  country: 'Italy',
  price_range_from: 0,
  price_range_to: 0,
};
const pickupOrder = (point: string, comment = '') => ({
  ...order({ expectedTotalCents: 4950 }),
  form: { ...form, shipping_rule: 'Local Pickup', pickup_point: point, order_comment: comment },
});

describe('Local Pickup on the real back-end (no store list)', () => {
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the head office as the pickup point, first in the order comment the back-end copies to the order', async () => {
    const made = realBackend({ rules: [localPickup] });
    const memory = {
      entries: [] as unknown[],
      read: async () => [],
      write: async (e: unknown[]) => void (memory.entries = e),
    };
    const result = await placeOrderWith(pickupOrder('head-office', 'Passo sabato'), { ...context(), memory });
    expect(result).toMatchObject({ ok: true });
    expect(made.quotations[0]).toMatchObject({
      shipping_rule: 'Local Pickup',
      order_comment:
        'Ritiro in negozio: Bottega Casa & Fai da te — Via dei Mille 24, 40121 Bologna (BO)\n\nPasso sabato',
    });
    expect(memory.entries[0]).toMatchObject({
      pickup: 'Bottega Casa & Fai da te — Via dei Mille 24, 40121 Bologna (BO)',
    });
  });

  it('refuses a pickup point the checkout does not offer, before anything is created', async () => {
    const made = realBackend({ rules: [localPickup] });
    const result = await placeOrderWith(pickupOrder('somewhere-else'), context());
    expect(result).toEqual({ ok: false, reason: 'invalid', fieldErrors: { pickup_point: 'pickupPoint' } });
    expect(made.quotations).toHaveLength(0);
  });

  it('keeps a delivered order’s comment as the shopper wrote it', async () => {
    const made = realBackend({ rules: [localPickup] });
    await placeOrderWith({ ...order(), form: { ...form, order_comment: 'Citofono Bianchi' } }, context());
    expect(made.quotations[0]).toMatchObject({ shipping_rule: 'Flat Rate', order_comment: 'Citofono Bianchi' });
  });
});
