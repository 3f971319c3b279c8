import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The orders, addresses, tracking and invoice calls fed the contract's real answers
 * (docs/backend/orders.md), with `fetch` stubbed: what the storefront asks, and what it makes of
 * the answers, including the ownership rules it enforces itself.
 */

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({ BACKEND_URL: 'http://backend.test', BACKEND_API_KEY: 'k', BACKEND_API_SECRET: 's', BACKEND_TIMEOUT_MS: 600 }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => 'header.payload.signature' }));
// The per-client limits have their own tests (tests/lib/rate-limit.test.ts); here every call is let through.
vi.mock('@/lib/rate-limit', () => ({ limit: async () => null }));
const SHOPPER = 'mario.rossi@example.com';
vi.mock('@/lib/backend/auth', () => ({
  getUserInfo: async () => ({ ok: true, data: { email: 'mario.rossi@example.com', first_name: 'Mario', last_name: 'Rossi', customer: 'mario.rossi@example.com' } }),
}));

const { getAllOrders, getOrder, getOrdersPage, trackOrder, getInvoicePdf } = await import('@/lib/backend/orders');
const { listAddresses, addAddress, updateAddress, setDefaultAddress, removeAddress } = await import('@/lib/backend/addresses');
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');
const { fromBackendTime } = await import('@/lib/backend/schemas/orders');
const { trackOrderAction } = await import('@/components/account/track-actions');

// ---------------------------------------------------------------------------------------------
// The contract's example answers
// ---------------------------------------------------------------------------------------------

/** An Address document as the order list embeds it (null fields dropped). */
const addressDocument = {
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
const orderRow = (over: Record<string, unknown> = {}) => ({
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
const salesOrderDocument = (customer = SHOPPER) => ({
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
  items: [{ item_code: 'FT-0425', item_name: 'Trapano avvitatore 18 V', qty: 1, rate: 99.9, amount: 99.9, image: null }],
  recipient_email: SHOPPER,
  transaction_status: 'New',
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const frappeError = (status: number, excType: string, message: string) =>
  json({ exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) }, status);
const noMethod = (path: string) => frappeError(417, 'ValidationError', `Failed to get method for command ${path} with module 'x' has no attribute 'y'`);

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
interface Seen {
  url: URL;
  method: string;
  body: unknown;
}

/** A fake back-end: each request goes to the first route whose test matches; every request is kept. */
function backend(routes: Array<[(url: URL, method: string) => boolean, Handler]>) {
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
const isMethod = (name: string) => (url: URL) => url.pathname.endsWith(`.${name}`);
const isResource = (path: string, verb = 'GET') => (url: URL, method: string) => url.pathname === `/api/resource/${path}` && method === verb;
const queryJson = (url: URL, key: string) => JSON.parse(url.searchParams.get(key) ?? 'null');

beforeEach(() => {
  forgetAbsentMethods();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------

describe('Frappe datetimes', () => {
  it('are Italian local time without a zone: read as the instant they mean, summer and winter', () => {
    expect(fromBackendTime('2025-03-14 09:12:45.123456')).toBe('2025-03-14T08:12:45.123Z');
    expect(fromBackendTime('2025-07-01 10:00:00')).toBe('2025-07-01T08:00:00.000Z');
    expect(fromBackendTime('2026-11-01T10:00:00Z')).toBe('2026-11-01T10:00:00Z');
  });
});

describe('the order list', () => {
  it('reads a real row: grand total, YES/NO flags, whole Address documents, the shop’s status word', async () => {
    const seen = backend([[isMethod('get_sales_orders_for_current_customer'), () => json({ message: [orderRow()] })]]);
    const result = await getOrdersPage(1, 3);
    expect(result.ok).toBe(true);
    const [order] = result.ok ? result.data : [];
    expect(order).toMatchObject({
      name: 'SAL-ORD-2025-00017',
      status: 'To Pay',
      total: 106.8,
      paid: false,
      invoice_requested: false,
      creation: '2025-03-14T08:12:45.123Z',
      shipping_address: { title: 'Mario Rossi', address_line1: 'Via Roma 1', city: 'Milano', country: 'Italy' },
      items: [{ item_code: 'FT-0425', qty: 1, rate: 99.9 }],
    });
    expect(seen[0]!.body).toEqual({ page_num: 1, page_size: 3 });
  });

  it('a paid order in the warehouse is Processing; the ERP’s Shipped is Shipped; "" is no answer about payment', async () => {
    backend([
      [
        isMethod('get_sales_orders_for_current_customer'),
        () =>
          json({
            message: [
              orderRow({ name: 'A', paid: 'YES', transaction_status: 'Accepted' }),
              orderRow({ name: 'B', paid: 'YES', transaction_status: 'Shipped' }),
              orderRow({ name: 'C', paid: '', status: 'Completed' }),
            ],
          }),
      ],
    ]);
    const result = await getOrdersPage(1, 20);
    expect(result.ok && result.data.map((o) => [o.name, o.status, o.paid])).toEqual([
      ['A', 'Processing', true],
      ['B', 'Shipped', true],
      ['C', 'Delivered', null],
    ]);
  });

  it('reads every page under ONE deadline: a slow back-end fails once, not after twenty timeouts', async () => {
    const full = Array.from({ length: 50 }, (_, i) => orderRow({ name: `SAL-ORD-2025-${String(i).padStart(5, '0')}` }));
    const seen = backend([
      [
        isMethod('get_sales_orders_for_current_customer'),
        (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            const timer = setTimeout(() => resolve(json({ message: full })), 250);
            init.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new DOMException('timed out', 'TimeoutError'));
            });
          }),
      ],
    ]);
    const started = Date.now();
    const result = await getAllOrders();
    expect(result.ok ? null : result.error.kind).toBe('unavailable');
    // A 600 ms budget: pages 1 and 2 fit, page 3 is cut short. Per-call timeouts would read all 20.
    expect(seen.length).toBeLessThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('one order', () => {
  const listRoute: [(url: URL, method: string) => boolean, Handler] = [isMethod('get_sales_orders_for_current_customer'), () => json({ message: [orderRow()] })];

  it('is not found when it is not in the shopper’s own list, and nothing else is asked', async () => {
    const seen = backend([listRoute]);
    const result = await getOrder('SAL-ORD-2025-00099');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
    expect(seen.map((s) => s.url.pathname)).toEqual(['/api/method/mymb_ecommerce.mymb_ecommerce.order.get_sales_orders_for_current_customer']);
  });

  it('adds shipping, payment mode and line amounts from the shopper’s own Sales Order; no timeline without get_sales_order', async () => {
    const seen = backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument() })],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      status: 'To Pay',
      total: 106.8,
      subtotal: 99.9,
      shipping: { label: 'Corriere espresso', amount: 6.9 },
      discount: null,
      payment_mode: 'TRANSFER',
      timeline: null,
      items: [{ item_code: 'FT-0425', amount: 99.9 }],
    });
    expect(seen.some((s) => s.url.pathname.includes('get_document'))).toBe(false);
  });

  it('ignores a Sales Order document that belongs to another customer: the list alone is shown', async () => {
    backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument('someone.else@example.com') })],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data).toMatchObject({ shipping: null, payment_mode: null, subtotal: 99.9, total: 106.8 });
  });

  it('shows what the list has when the app token may not read Sales Orders', async () => {
    backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => frappeError(403, 'PermissionError', 'No permission for Sales Order')],
      [isMethod('get_sales_order'), (url) => noMethod(url.pathname)],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data).toMatchObject({ name: 'SAL-ORD-2025-00017', shipping: null, timeline: null });
  });

  it('takes the dated timeline, oldest first, from the optional get_sales_order', async () => {
    backend([
      listRoute,
      [isResource('Sales%20Order/SAL-ORD-2025-00017'), () => json({ data: salesOrderDocument() })],
      [
        isMethod('get_sales_order'),
        () =>
          json({
            message: {
              name: 'SAL-ORD-2025-00017',
              status_timeline: [
                { status: 'Shipped', date: '2025-03-16 10:00:00', note: 'Corriere' },
                { status: 'To Pay', date: '2025-03-14 09:12:45' },
              ],
            },
          }),
      ],
    ]);
    const result = await getOrder('SAL-ORD-2025-00017');
    expect(result.ok && result.data.timeline?.map((s) => s.status)).toEqual(['To Pay', 'Shipped']);
  });
});

describe('tracking for guests', () => {
  it('uses the optional track_order where the back-end has it', async () => {
    const seen = backend([
      [
        isMethod('track_order'),
        () =>
          json({
            message: {
              name: 'SAL-ORD-2025-00017',
              status: 'Shipped',
              creation: '2025-03-14T08:12:45Z',
              total: 106.8,
              paid: 1,
              payment_method: 'transfer',
              items: [{ item_code: 'FT-0425', item_name: 'Trapano', qty: 1 }],
              status_timeline: [{ status: 'Shipped', date: '2025-03-16T09:00:00Z' }],
            },
          }),
      ],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok && result.data).toMatchObject({ status: 'Shipped', total: 106.8, timeline: [{ status: 'Shipped' }] });
    expect(seen).toHaveLength(1);
  });

  it('else reads the Sales Order list filtered by name AND recipient e-mail', async () => {
    const seen = backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [
        isResource('Sales%20Order'),
        () => json({ data: [{ name: 'SAL-ORD-2025-00017', status: 'To Deliver and Bill', transaction_status: 'Shipped', docstatus: 1, creation: '2025-03-14 09:12:45.123456', grand_total: 106.8, paid: 'YES' }] }),
      ],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok && result.data).toMatchObject({ name: 'SAL-ORD-2025-00017', status: 'Shipped', total: 106.8, timeline: [] });
    const list = seen[1]!.url;
    expect(queryJson(list, 'filters')).toEqual([
      ['name', '=', 'SAL-ORD-2025-00017'],
      ['recipient_email', '=', SHOPPER],
    ]);
    // Nothing that identifies the buyer is asked for.
    expect(queryJson(list, 'fields')).not.toContain('address_display');
  });

  it('a wrong e-mail (the list answers []) reads "not found", like a wrong number', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => json({ data: [] })],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', 'someone.else@example.com');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
  });

  it('the tracking form steps aside ("not offered") when the back-end can track neither way', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => frappeError(403, 'PermissionError', 'Insufficient Permission for Sales Order')],
    ]);
    expect(await trackOrderAction({ order_number: 'sal-ord-2025-00017', email: SHOPPER })).toEqual({ ok: false, reason: 'not-offered' });
  });

  it('the tracking form reads a wrong number or e-mail as one "no match"', async () => {
    const seen = backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => json({ data: [] })],
    ]);
    expect(await trackOrderAction({ order_number: 'sal-ord-2025-00017', email: 'Someone@Example.com' })).toEqual({ ok: false, reason: 'no-match' });
    // The number as the back-end writes it, the e-mail as the shopper typed it but in lower case.
    expect(queryJson(seen[1]!.url, 'filters')).toEqual([
      ['name', '=', 'SAL-ORD-2025-00017'],
      ['recipient_email', '=', 'someone@example.com'],
    ]);
  });

  it('is "absent" when the back-end has no track_order and may not list Sales Orders', async () => {
    backend([
      [isMethod('track_order'), (url) => noMethod(url.pathname)],
      [isResource('Sales%20Order'), () => frappeError(403, 'PermissionError', 'Insufficient Permission for Sales Order')],
    ]);
    const result = await trackOrder('SAL-ORD-2025-00017', SHOPPER);
    expect(result.ok ? null : result.error.kind).toBe('absent');
  });
});

describe('the address book (stock Address resource)', () => {
  const row = (name: string, over: Record<string, unknown> = {}) => ({
    name,
    address_title: 'Mario Rossi',
    address_type: 'Shipping',
    address_line1: 'Via Roma 1',
    address_line2: null,
    city: 'Milano',
    state: 'MI',
    pincode: '20121',
    country: 'Italy',
    email_id: SHOPPER,
    phone: '+39 333 1234567',
    is_primary_address: 0,
    is_shipping_address: 0,
    disabled: 0,
    ...over,
  });
  const ownList: [(url: URL, method: string) => boolean, Handler] = [
    isResource('Address'),
    () => json({ data: [row('Mario Rossi-Shipping'), row('Mario Rossi-Billing', { address_type: 'Billing', is_primary_address: 1 })] }),
  ];

  it('lists the shopper’s enabled addresses by the Customer link, default first', async () => {
    const seen = backend([ownList]);
    const result = await listAddresses();
    expect(result.ok && result.data.map((a) => [a.name, a.title, a.is_primary_address])).toEqual([
      ['Mario Rossi-Billing', 'Mario Rossi', true],
      ['Mario Rossi-Shipping', 'Mario Rossi', false],
    ]);
    const url = seen[0]!.url;
    expect(queryJson(url, 'filters')).toEqual([
      ['Dynamic Link', 'link_doctype', '=', 'Customer'],
      ['Dynamic Link', 'link_name', '=', SHOPPER],
      ['disabled', '=', 0],
    ]);
    expect(url.searchParams.get('limit_page_length')).toBe('0');
    expect(queryJson(url, 'fields')).toContain('address_title');
  });

  it('hides a disabled address even if a back-end lists it', async () => {
    backend([[isResource('Address'), () => json({ data: [row('Old-Shipping', { disabled: 1 }), row('New-Shipping')] })]]);
    const result = await listAddresses();
    expect(result.ok && result.data.map((a) => a.name)).toEqual(['New-Shipping']);
  });

  it('adds an address linked to the shopper’s Customer, the full name as its title, the country by name', async () => {
    const seen = backend([[isResource('Address', 'POST'), () => json({ data: row('Mario Rossi-Shipping-1') })]]);
    const result = await addAddress({
      title: 'Mario Rossi',
      address_type: 'Shipping',
      address_line1: 'Via Garibaldi 12',
      address_line2: '',
      city: 'Torino',
      state: 'TO',
      pincode: '10122',
      country: 'Italy',
      phone: '',
      is_primary_address: true,
    });
    expect(result.ok).toBe(true);
    expect(seen[0]!.body).toMatchObject({
      address_title: 'Mario Rossi',
      address_type: 'Shipping',
      country: 'Italy',
      email_id: SHOPPER,
      is_primary_address: 1,
      links: [{ link_doctype: 'Customer', link_name: SHOPPER }],
    });
  });

  it('sets the default and removes (disables) with PUT on the shopper’s own address', async () => {
    const seen = backend([ownList, [isResource('Address/Mario%20Rossi-Shipping', 'PUT'), () => json({ data: row('Mario Rossi-Shipping') })]]);
    expect((await setDefaultAddress('Mario Rossi-Shipping')).ok).toBe(true);
    expect((await removeAddress('Mario Rossi-Shipping')).ok).toBe(true);
    const puts = seen.filter((s) => s.method === 'PUT');
    expect(puts.map((p) => p.body)).toEqual([{ is_primary_address: 1 }, { disabled: 1 }]);
  });

  it('refuses to change an address that is not in the shopper’s list, without asking the back-end to', async () => {
    const seen = backend([ownList, [(_url, method) => method === 'PUT', () => json({ data: row('Luigi Bianchi-Shipping') })]]);
    for (const change of [() => updateAddress('Luigi Bianchi-Shipping', { title: 'X', address_type: 'Shipping', address_line1: 'a', address_line2: '', city: 'b', state: '', pincode: '20121', country: 'Italy', phone: '', is_primary_address: false }), () => setDefaultAddress('Luigi Bianchi-Shipping'), () => removeAddress('Luigi Bianchi-Shipping')]) {
      const result = await change();
      expect(result.ok ? null : result.error.kind).toBe('not-found');
    }
    expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(0);
  });

  it('a resource the app token may not use is "unavailable", never a signed-out shopper', async () => {
    backend([[isResource('Address'), () => frappeError(403, 'PermissionError', 'No permission for Address')]]);
    const result = await listAddresses();
    expect(result.ok ? null : result.error.kind).toBe('unavailable');
  });
});

describe('the invoice PDF', () => {
  const pdf = (chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'application/pdf' } },
    );
  const invoiceAnswer = {
    name: 'SAL-ORD-2025-00017',
    attachment_files: ['/files/SAL-ORD-2025-00017-invoice.pdf'],
    creation_date: '14-03-2025 09:30:12',
    status: 'To Deliver and Bill',
    total: 99.9,
    items: [{ item_code: 'FT-0425', item_name: 'Trapano…', qty: 1, rate: 99.9, image: null }],
  };

  it('names the file in attachment_files[0], which the storefront reads itself; get_document is never called', async () => {
    const seen = backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname === '/files/SAL-ORD-2025-00017-invoice.pdf', () => pdf(['%PDF-1.4 ', '%%EOF'])],
    ]);
    const result = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.filename).toBe('SAL-ORD-2025-00017-invoice.pdf');
    expect(await new Response(result.data.body).text()).toBe('%PDF-1.4 %%EOF');
    expect(seen[0]!.body).toEqual({ order_id: 'SAL-ORD-2025-00017' });
    expect(seen.some((s) => s.url.pathname.includes('get_document'))).toBe(false);
  });

  it('another customer’s order (HTTP 200 with {error}) is not found, and no file is fetched', async () => {
    const seen = backend([[isMethod('get_sales_order_invoice'), () => json({ message: { error: 'You do not have permission to access this Sales Order' } })]]);
    const result = await getInvoicePdf('SAL-ORD-2025-00018');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
    expect(seen).toHaveLength(1);
  });

  it('an unknown order (404) is not found', async () => {
    backend([[isMethod('get_sales_order_invoice'), () => frappeError(404, 'DoesNotExistError', 'Sales Order SAL-ORD-1999-00001 not found')]]);
    const result = await getInvoicePdf('SAL-ORD-1999-00001');
    expect(result.ok ? null : result.error.kind).toBe('not-found');
  });

  it('refuses a file URL on another host', async () => {
    const seen = backend([[isMethod('get_sales_order_invoice'), () => json({ message: { ...invoiceAnswer, attachment_files: ['https://evil.example/files/x.pdf'] } })]]);
    const result = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(result.ok ? null : result.error.kind).toBe('invalid-answer');
    expect(seen).toHaveLength(1);
  });

  it('a slow file is fine while bytes keep coming; a file that stops sending fails after the idle time', async () => {
    const drip = (pauses: number[]) => (_url: URL, init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          async start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            for (const ms of pauses) {
              await new Promise((r) => setTimeout(r, ms));
              if (init.signal?.aborted) return;
              controller.enqueue(new TextEncoder().encode('x'));
            }
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'application/pdf' } },
      );
    // Five pauses of 200 ms: 1 s in total, more than the 600 ms budget, never 600 ms without a byte.
    backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname.startsWith('/files/'), drip([200, 200, 200, 200, 200])],
    ]);
    const slow = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(slow.ok && (await new Response(slow.data.body).text())).toBe('xxxxx');

    backend([
      [isMethod('get_sales_order_invoice'), () => json({ message: invoiceAnswer })],
      [(url) => url.pathname.startsWith('/files/'), drip([50, 2_000])],
    ]);
    const stalled = await getInvoicePdf('SAL-ORD-2025-00017');
    expect(stalled.ok).toBe(true);
    if (!stalled.ok) return;
    await expect(new Response(stalled.data.body).text()).rejects.toThrow();
  });
});
