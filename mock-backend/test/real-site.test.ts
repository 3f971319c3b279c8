// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { INVOICE, ORDER, PAYMENT, inStock, pay, quote, type Mock } from './commerce-support';
import { LISTING, M, PRODUCT, REVIEWS, serverMessage, setup, type Json } from './support';

/**
 * What the real apps answered when they were run, on the default profile
 * (docs/backend.md "what running the real apps showed").
 */
let t: Mock;
beforeEach(() => {
  t = setup(40);
});

const site = (conditions: string[]) =>
  t.request('/__mock/site', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conditions }),
  });

const MARIO = 'mario.rossi@example.com';
const SUBMIT = `${PAYMENT}.submit_sales_order`;
const DETAILS = `${ORDER}.get_sales_order_details`;
const TOP = 'omnicommerce.controllers.item_best_selling.get_top_items';

/** An order placed by Mario through the storefront's checkout, paid with the given gateway. */
async function placeOrder(gateway: string): Promise<string> {
  const line = inStock(t, 10)[0]!;
  const name = await quote(
    t,
    [{ item_code: line.sku, qty: 1, rate: line.rate }],
    { customer_id: MARIO },
    { first_name: 'Mario', last_name: 'Rossi', email_id: MARIO },
  );
  return (await pay(t, name, gateway)).payment_request.reference_name as string;
}

const salesOrder = async (name: string) =>
  (await t.request(`/api/resource/Sales%20Order/${name}`, { headers: { Authorization: 'token demo_key:demo_secret' } }))
    .body.data as Json;

describe('methods the real apps have', () => {
  it('get_promo_slider answers every slide, Draft and Published alike, each url with &tab_name=<text>', async () => {
    const slides = (await t.request('/api/resource/Promo%20Slider?fields=["*"]&limit_page_length=0')).body
      .data as Json[];
    const r = await t.request(`${M}omnicommerce_cms.omnicommerce_cms.home.get_promo_slider`);
    expect(r.status).toBe(200);
    const rows = r.message as Json[];
    expect(rows).toHaveLength(slides.length);
    expect(slides.some((s) => s.status === 'Draft')).toBe(true);
    const byOrder = [...slides].sort((a, b) => a.order - b.order);
    rows.forEach((row, i) => {
      const s = byOrder[i];
      expect(Object.keys(row).sort()).toEqual(['b2b', 'b2c', 'icon', 'text', 'url']);
      expect(row).toEqual({ icon: s.icon, url: `${s.url}&tab_name=${s.text}`, text: s.text, b2b: s.b2b, b2c: s.b2c });
    });
    expect((await t.call('omnicommerce_cms.omnicommerce_cms.home.get_promo_slider')).status).toBe(403);
  });

  it('ping answers pong, to a Guest too', async () => {
    expect((await t.request(`${M}ping`)).body).toEqual({ message: 'pong' });
  });

  it('get_top_items counts the lines of submitted orders of the last 30 days; [] when there are none', async () => {
    t.clock.now += 365 * 86_400_000; // a year on: the seeded orders are older than 30 days
    const none = await t.request(`${M}${TOP}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ message: [] });
    const draft = await placeOrder('stripe'); // a Draft until paid: not a sale
    expect((await t.call(TOP)).message).toEqual([]);
    await placeOrder('transfer');
    await placeOrder('transfer');
    const item = JSON.parse(
      (t.db.prepare('SELECT items FROM sales_order WHERE name = ?').get(draft) as { items: string }).items,
    )[0].item_code;
    expect((await t.call(TOP, { days_back: 30, top_limit: 7 })).message).toEqual([
      { item_code: item, times_ordered: 2 },
    ]);
    expect((await t.call(TOP, { days_back: 'x' })).status).toBe(500);
  });

  it('me crashes with 500 AttributeError for every valid JWT', async () => {
    const jwt = await t.signIn();
    const r = await t.call('mymb_ecommerce.utils.auth.me', {}, { jwt });
    expect(r.status).toBe(500);
    expect(r.body.exception).toBe("AttributeError: type object 'datetime.datetime' has no attribute 'datetime'");
  });

  it('get_sales_order_details is hard-disabled: 200 {error} even for the shopper’s own order, 404 unknown', async () => {
    const jwt = await t.signIn();
    const own = await placeOrder('transfer');
    const r = await t.call(DETAILS, { order_id: own }, { jwt });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: { error: `No Sales Order found with ID ${own}` } });
    expect((await t.call(DETAILS, { order_id: 'SAL-ORD-1999-00001' }, { jwt })).status).toBe(404);
    expect((await t.call(DETAILS, { order_id: own })).status).toBe(417);
  });

  it('submit_sales_order submits a Draft unpaid, refuses a submitted one with 417, an unknown one 404', async () => {
    const draft = await placeOrder('stripe');
    expect(await salesOrder(draft)).toMatchObject({ docstatus: 0, status: 'Draft', paid: 'NO' });
    const r = await t.call(SUBMIT, { sales_order_name: draft });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    expect(await salesOrder(draft)).toMatchObject({ docstatus: 1, status: 'To Deliver and Bill', paid: 'NO' });
    const again = await t.call(SUBMIT, { sales_order_name: draft });
    expect(again.status).toBe(417);
    expect(serverMessage(again.body)).toBe(`Sales Order ${draft} is not in a 'Draft' state and cannot be submitted.`);
    const transfer = await placeOrder('transfer');
    expect((await t.call(SUBMIT, { sales_order_name: transfer })).status).toBe(417);
    expect((await t.call(SUBMIT, { sales_order_name: 'SAL-ORD-1999-00001' })).status).toBe(404);
    expect((await t.call(SUBMIT, {})).body.exc_type).toBe('TypeError');
    // The submitted order now shows in the shopper's list (Drafts are left out).
    const jwt = await t.signIn();
    const mine = await t.call(`${ORDER}.get_sales_orders_for_current_customer`, { page_num: 1, page_size: 5 }, { jwt });
    expect(mine.message.map((o: Json) => o.name)).toContain(draft);
  });
});

describe('what depends on the site (MOCK_SITE)', () => {
  it('shows the set-up where an operator reads it: versions, Customer Guest, Letter Head, Webshop Settings, Email Account', async () => {
    const token = { headers: { Authorization: 'token demo_key:demo_secret' } };
    const read = async (path: string) => (await t.request(path, token)).body;
    const look = async () => ({
      erpnext: (await t.call('frappe.utils.change_log.get_versions')).message.erpnext.version,
      guest: (await read('/api/resource/Customer?filters=[["name","=","Guest"]]')).data.length,
      letterHeads: (await read('/api/resource/Letter%20Head?filters=[["is_default","=",1]]')).data.length,
      reviews: (await read('/api/resource/Webshop%20Settings/Webshop%20Settings')).data.enable_reviews,
      // Frappe's EmailAccount.find_default_outgoing: enabled and ticked Default Outgoing.
      outgoing: (
        await read(
          `/api/resource/Email%20Account?filters=${encodeURIComponent('[["enable_outgoing","=",1],["default_outgoing","=",1]]')}`,
        )
      ).data.length,
    });
    expect(await look()).toEqual({ erpnext: '15.69.0', guest: 1, letterHeads: 1, reviews: 1, outgoing: 1 });
    await site(['erpnext-15.70', 'no-guest-customer', 'no-letter-head', 'reviews-off', 'no-email-account']);
    expect(await look()).toEqual({ erpnext: '15.99.1', guest: 0, letterHeads: 0, reviews: 0, outgoing: 0 });
    expect((await t.request(`${M}frappe.utils.change_log.get_versions`)).status).toBe(403);
  });

  it('leaves min_price_all / max_price_all null unless solr-stats is set or the profile is extended', async () => {
    const plain = await t.call(LISTING, { per_page: 2 }, { get: true });
    expect(plain.message).toMatchObject({ min_price_all: null, max_price_all: null });
    await site(['solr-stats']);
    const stats = (await t.call(LISTING, { per_page: 2, min_price: 10 }, { get: true })).message;
    expect(stats.min_price_all).toBeGreaterThanOrEqual(10);
    expect(stats.max_price_all).toBeGreaterThanOrEqual(stats.min_price_all);
    await site([]);
    const extended = setup(40, 'extended');
    const all = (await extended.call(LISTING, { per_page: 2 }, { get: true })).message;
    expect(all.min_price_all).toEqual(expect.any(Number));
  });

  it('answers get_item_reviews {} with reviews-off, and the product detail’s item_reviews too', async () => {
    const p = (await t.call(LISTING, { per_page: 1 }, { get: true })).message.products[0];
    expect((await t.call(`${REVIEWS}.get_item_reviews`, { item_code: p.sku })).message).toHaveProperty('reviews');
    await site(['reviews-off']);
    const off = await t.call(`${REVIEWS}.get_item_reviews`, { item_code: p.sku });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: {} });
    const detail = await t.call(PRODUCT, { slug: p.slug }, { get: true });
    expect(detail.message.product.item_reviews).toEqual({});
  });

  it('refuses the Help Article resource with 403 under no-help-roles', async () => {
    const get = () =>
      t.request('/api/resource/Help%20Article?fields=["name"]', {
        headers: { Authorization: 'token demo_key:demo_secret' },
      });
    expect((await get()).status).toBe(200);
    await site(['no-help-roles']);
    const r = await get();
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      exc_type: 'PermissionError',
      exception: 'frappe.exceptions.PermissionError: Help Article',
    });
    expect(
      (await t.request('/api/resource/Help%20Category', { headers: { Authorization: 'token demo_key:demo_secret' } }))
        .status,
    ).toBe(200);
  });

  it('fails the invoice PDF with 500 NameError under no-letter-head, until the order has a printed file', async () => {
    const jwt = await t.signIn();
    const [printed, fresh] = [await placeOrder('transfer'), await placeOrder('transfer')];
    expect((await t.call(INVOICE, { order_id: printed }, { jwt })).status).toBe(200);
    await site(['no-letter-head']);
    const r = await t.call(INVOICE, { order_id: fresh }, { jwt });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      exc_type: 'NameError',
      exception: "NameError: name '_' is not defined",
      exc: expect.any(String),
      _exc_source: 'omnicommerce (app)',
    });
    expect((await t.call(INVOICE, { order_id: printed }, { jwt })).status).toBe(200);
  });
});
