import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CHECKOUT } from '@/lib/checkout/defaults';
import { setup } from '@/mock-backend/test/support';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://mock.test',
    BACKEND_API_KEY: 'demo_key',
    BACKEND_API_SECRET: 'demo_secret',
    BACKEND_TIMEOUT_MS: 5_000,
    cookieSecure: false,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { placeOrderWith } = await import('@/lib/checkout/place-order');
const { forgetRefusals } = await import('@/lib/backend/refusals');
const { getCurrentPrices } = await import('@/lib/backend/commerce');

/** One browser's cookie jar for the order memory. */
function browser() {
  let jar: unknown[] = [];
  return {
    memory: {
      read: async () => structuredClone(jar) as never,
      write: async (entries: unknown[]) => void (jar = structuredClone(entries)),
    },
    readJwt: async () => undefined,
    writeJwt: async () => {},
    locale: 'it',
  };
}

const form = (email: string) => ({
  ...EMPTY_CHECKOUT,
  email,
  first_name: 'Anna',
  last_name: 'Bianchi',
  phone: '+39 333 123 4567',
  shipping: {
    address_line1: 'Via Torino 45',
    address_line2: '',
    city: 'Milano',
    state: 'MI',
    pincode: '20123',
    country: 'IT',
  },
  shipping_rule: 'Flat Rate',
  accept_terms: true,
});

describe('the last unit, ordered twice at once through the storefront (mock back-end, real profile)', () => {
  let mock: ReturnType<typeof setup>;
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    mock = setup(60, 'real');
    // The storefront's calls reach the mock app in-process.
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      mock.app.request(input.replace('http://mock.test', ''), init),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sells one: the other shopper is told, and the stock does not go below zero', async () => {
    // A product sold as one item (its only variant carries the product's sku), as on the real back-end.
    const { sku } = mock.db
      .prepare(
        'SELECT v.sku FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = p.sku AND v.stock >= 3 AND (SELECT count(*) FROM variant w WHERE w.product_id = p.id) = 1 ORDER BY coalesce(v.sale_price, v.price) DESC LIMIT 1',
      )
      .get() as { sku: string };
    mock.db.prepare('UPDATE variant SET stock = 1 WHERE sku = ?').run(sku);
    // In cents, as the prices schema reads the back-end's euro.
    const { price } = ((await getCurrentPrices([sku], 'it')) as { ok: true; data: Array<{ rate: number }> }).data.map(
      (p) => ({ price: p.rate }),
    )[0]!;
    const shipping = price >= 7900 ? 0 : 450;
    const order = (email: string, attempt: string) => ({
      form: form(email),
      lines: [{ sku, qty: 1, priceCents: price }],
      coupon: null,
      attempt,
      expectedTotalCents: price + shipping,
      locale: 'it',
    });

    const results = await Promise.all([
      placeOrderWith(order('anna@example.com', 'attempt-anna-0123456789abcdef'), browser()),
      placeOrderWith(order('bruno@example.com', 'attempt-bruno-0123456789abcdef'), browser()),
    ]);
    expect(results.map((r) => (r.ok ? 'placed' : r.reason)).sort()).toEqual(['placed', 'rejected']);
    expect(mock.db.prepare('SELECT stock FROM variant WHERE sku = ?').get(sku)).toEqual({ stock: 0 });
    const orders = mock.db.prepare('SELECT count(*) AS n FROM sales_order WHERE items LIKE ?').get(`%${sku}%`) as {
      n: number;
    };
    expect(orders.n).toBe(1);
  });
});
