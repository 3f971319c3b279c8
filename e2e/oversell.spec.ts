import { expect, test } from '@playwright/test';
import { listingCall } from './support/catalogue';
import { startMock } from './support/processes';

/**
 * Twenty shoppers pay at the same moment for the last five units of a product; the mock back-end
 * sells exactly five and never goes below zero (the storefront's own run of the same race, through
 * place-order, is tests/checkout/oversell.test.ts). Real concurrency: twenty HTTP requests in
 * flight against the mock server process, not calls inside one test process.
 */
const PORT = 8671;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'token demo_key:demo_secret';
let stop = () => {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ stop } = await startMock(PORT, 'mock-backend/data/e2e-oversell'));
});
test.afterAll(() => stop());

async function method(path: string, params: Record<string, unknown>) {
  const res = await fetch(`${BASE}/api/method/${path}`, {
    method: 'POST',
    headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { status: res.status, body: (await res.json()) as { message?: unknown } };
}

test('twenty concurrent orders for the last five units never oversell', async () => {
  const listing = await listingCall({ per_page: 1, is_in_stock: 1 }, BASE);
  const product = (listing.body.message as { products: Array<{ sku: string; variants?: Array<{ sku: string }> }> })
    .products[0]!;
  const sku = product.variants?.[0]?.sku ?? product.sku;
  const set = await fetch(`${BASE}/__mock/stock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku, stock: 5 }),
  });
  expect(set.status).toBe(200);

  const address = { address_line1: 'Via Torino 45', city: 'Milano', state: 'MI', pincode: '20123', country: 'Italy' };
  const quotations = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      method('mymb_ecommerce.mymb_ecommerce.order.create_quotation', {
        items: [{ item_code: sku, qty: 1 }],
        customer_type: 'Individual',
        customer_id: 'Guest',
        channel: 'B2C',
        contact_info: {
          first_name: 'Shopper',
          last_name: String(i),
          email_id: `shopper${i}@example.com`,
          phone: '+39 333 0000000',
          shipping_address: address,
        },
        shipping_address_different: false,
        invoice: false,
        shipping_rule: 'Flat Rate',
      }),
    ),
  );
  const names = quotations.filter((q) => q.status === 200).map((q) => q.body.message as string);
  expect(names.length).toBeGreaterThanOrEqual(5);

  const payments = await Promise.all(
    names.map((quotation_name) =>
      method('mymb_ecommerce.mymb_ecommerce.payment.payment_request', { quotation_name, payment_gateway: 'transfer' }),
    ),
  );
  const sold = payments.filter((p) => p.status === 200).length;
  const refused = payments.filter((p) => p.status === 417).length;
  console.log(`oversell: ${names.length} quotations, ${sold} orders placed, ${refused} refused as out of stock`);
  expect(sold).toBe(5);
  expect(sold + refused).toBe(names.length);
  const stock = (await (await fetch(`${BASE}/__mock/stock?sku=${encodeURIComponent(sku)}`)).json()) as {
    stock: number;
  };
  expect(stock.stock).toBe(0);
});
