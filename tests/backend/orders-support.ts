import { vi } from 'vitest';
import { setUpBackendTests } from './backend-setup';

export const SHOPPER = 'mario.rossi@example.com';

/**
 * Mario Rossi signed in, for the order, invoice, tracking and address tests: his session, every
 * call let through the per-client limits (they have their own tests, tests/lib/rate-limit.test.ts)
 * and a 600 ms budget the deadline tests measure against. Call it before importing the modules
 * under test (see setUpBackendTests).
 */
export function setUpSignedInShopper(): void {
  setUpBackendTests({ timeoutMs: 600, sessionJwt: 'header.payload.signature' });
  vi.doMock('@/lib/rate-limit', () => ({ limit: async () => null }));
  vi.doMock('@/lib/backend/auth', () => ({
    getUserInfo: async () => ({
      ok: true,
      data: { email: SHOPPER, first_name: 'Mario', last_name: 'Rossi', customer: SHOPPER },
    }),
  }));
}

// ---------------------------------------------------------------------------------------------
// The contract's example answers
// ---------------------------------------------------------------------------------------------

/** An Address document as the order list embeds it (null fields dropped). */
export const addressDocument = {
  name: 'Mario Rossi-Shipping',
  address_title: 'Mario Rossi',
  address_type: 'Shipping',
  address_line1: 'Via Roma 1',
  city: 'Milano',
  state: 'MI',
  pincode: '20121',
  country: 'Italy',
  email_id: SHOPPER,
  phone: '+39 333 1234567',
  is_primary_address: 0,
  is_shipping_address: 0,
  disabled: 0,
  links: [{ link_doctype: 'Customer', link_name: SHOPPER, link_title: SHOPPER, doctype: 'Dynamic Link' }],
  doctype: 'Address',
  owner: 'api@bottega.example',
  creation: '2025-03-14 09:10:02.511236',
  modified: '2025-03-14 09:10:02.511236',
};

/** A row of get_sales_orders_for_current_customer. */
export const orderRow = (over: Record<string, unknown> = {}) => ({
  name: 'SAL-ORD-2025-00017',
  status: 'To Deliver and Bill',
  transaction_status: 'New',
  creation: '2025-03-14 09:12:45.123456',
  modified: '2025-03-14 09:12:46.5',
  total: 106.8,
  invoice_requested: 'NO',
  paid: 'NO',
  customer_type: 'Individual',
  shipping_address: addressDocument,
  billing_address: addressDocument,
  total_qty: 1,
  items: [{ item_code: 'FT-0425', item_name: 'Trapano avvitatore 18 V', qty: 1, rate: 99.9, image: null }],
  custom_mymb_order_extra_info: {},
  erp_document_number: null,
  ...over,
});

/** GET /api/resource/Sales Order/<name>: the whole document (abridged to what matters here). */
export const salesOrderDocument = (customer = SHOPPER) => ({
  name: 'SAL-ORD-2025-00017',
  doctype: 'Sales Order',
  customer,
  status: 'To Deliver and Bill',
  docstatus: 1,
  paid: 'NO',
  payment_mode: 'TRANSFER',
  total: 99.9,
  net_total: 81.89,
  discount_amount: 0,
  coupon_code: null,
  grand_total: 106.8,
  shipping_rule: 'Standard IT',
  taxes: [
    { charge_type: 'On Net Total', account_head: 'IVA 22% - B', description: 'IVA 22%', rate: 22, tax_amount: 18.01 },
    { charge_type: 'Actual', account_head: 'Spedizioni - B', description: 'Corriere espresso', tax_amount: 6.9 },
  ],
  items: [
    { item_code: 'FT-0425', item_name: 'Trapano avvitatore 18 V', qty: 1, rate: 99.9, amount: 99.9, image: null },
  ],
  recipient_email: SHOPPER,
  transaction_status: 'New',
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const frappeError = (status: number, excType: string, message: string) =>
  json({ exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) }, status);
export const noMethod = (path: string) =>
  frappeError(417, 'ValidationError', `Failed to get method for command ${path} with module 'x' has no attribute 'y'`);

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
export interface Seen {
  url: URL;
  method: string;
  body: unknown;
}

/** A fake back-end: each request goes to the first route whose test matches; every request is kept. */
export function backend(routes: Array<[(url: URL, method: string) => boolean, Handler]>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    seen.push({ url, method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes.find(([test]) => test(url, method));
    if (!route) throw new Error(`unexpected ${method} ${url.pathname}`);
    return route[1](url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}
export const isMethod = (name: string) => (url: URL) => url.pathname.endsWith(`.${name}`);
export const isResource =
  (path: string, verb = 'GET') =>
  (url: URL, method: string) =>
    url.pathname === `/api/resource/${path}` && method === verb;
export const queryJson = (url: URL, key: string) => JSON.parse(url.searchParams.get(key) ?? 'null');
