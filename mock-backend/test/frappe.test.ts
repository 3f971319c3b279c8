// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { M, serverMessage, setup } from './support';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(60);
});

const MENU = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';
const guest = (path: string, init: RequestInit = {}) => t.request(path, init);

describe('identity: the application token, or Guest', () => {
  it('runs a call without the Authorization header as Guest: allow_guest methods answer', async () => {
    const menu = await guest(`${M}${MENU}`);
    expect(menu.status).toBe(200);
    expect(Array.isArray(menu.message)).toBe(true);
    const listing = await guest(`${M}mymb_ecommerce.mymb_b2c.solr_search.shop?per_page=2`);
    expect(listing.message.products).toHaveLength(2);
    // A JWT method is guest-allowed: its own check answers.
    const info = await guest(`${M}mymb_ecommerce.utils.auth.get_user_info`);
    expect(info.status).toBe(417);
    expect(serverMessage(info.body)).toBe('Invalid JWT token: Missing Authorization header');
  });

  it("refuses a Guest the methods whitelisted without allow_guest: 403, Frappe's markup, title Method Not Allowed", async () => {
    for (const dotted of [
      'mymb_ecommerce.utils.auth.create_customer_and_user',
      'frappe.client.get_count',
      'mymb_ecommerce.mymb_ecommerce.payment.submit_sales_order',
    ]) {
      const r = await guest(`${M}${dotted}`, { method: 'POST' });
      expect(r.status, dotted).toBe(403);
      expect(r.body.exc_type).toBe('PermissionError');
      const [inner] = JSON.parse(r.body._server_messages).map((m: string) => JSON.parse(m));
      expect(inner).toMatchObject({
        message: `<details><summary>You are not permitted to access this resource.</summary>Function <strong>${dotted}</strong> is not whitelisted.</details>`,
        title: 'Method Not Allowed',
        indicator: 'red',
      });
      expect(r.body._exc_source).toBeUndefined();
    }
    // With the token, the same method answers.
    expect((await t.call('frappe.client.get_count', { doctype: 'Blog Post' })).status).toBe(200);
  });

  it('lets a Guest read the Promo Slider resource only (its DocType grants Guest read)', async () => {
    const slides = await guest('/api/resource/Promo%20Slider?fields=["*"]');
    expect(slides.status).toBe(200);
    expect(slides.body.data.length).toBeGreaterThan(0);
    for (const doctype of ['Blog Post', 'Help Category', 'Sales Order', 'Address']) {
      const r = await guest(`/api/resource/${encodeURIComponent(doctype)}`);
      expect(r.status, doctype).toBe(403);
      expect(r.body).toMatchObject({
        exc_type: 'PermissionError',
        exception: `frappe.exceptions.PermissionError: ${doctype}`,
        _error_message: `Insufficient Permission for <strong>${doctype}</strong>`,
      });
      expect(r.body._server_messages).toBeUndefined();
    }
    const post = await guest('/api/resource/Address', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address_title: 'x' }),
    });
    expect(post.status).toBe(403);
  });

  it('answers a wrong token 401 AuthenticationError raised bare (no _server_messages), and accepts token or Basic', async () => {
    for (const header of [
      'token demo_key:wrong',
      'Basic ' + Buffer.from('demo_key:nope').toString('base64'),
      'Bearer x',
    ]) {
      const bad = await t.request(`${M}${MENU}`, { headers: { Authorization: header } });
      expect(bad.status, header).toBe(401);
      expect(bad.body).toEqual({
        exc_type: 'AuthenticationError',
        exception: 'frappe.exceptions.AuthenticationError',
        exc: expect.stringMatching(/^\["Traceback \(most recent call last\):/),
      });
    }
    const basic = await t.request(`${M}${MENU}`, {
      headers: { Authorization: `Basic ${Buffer.from('demo_key:demo_secret').toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('leaves /files and /__mock open', async () => {
    expect((await t.request('/__mock/health')).status).toBe(200);
    expect((await t.request('/files/categories/tools.svg')).status).toBe(200);
  });
});

describe('error bodies, with "allow error traceback" on (Frappe\'s default)', () => {
  it('gives a frappe.throw error exc_type, exception, exc (a traceback in a JSON list), _exc_source and _server_messages', async () => {
    const r = await t.call('mymb_ecommerce.utils.auth.get_user_info');
    expect(r.status).toBe(417);
    expect(r.body).toMatchObject({
      exc_type: 'ValidationError',
      exception: 'frappe.exceptions.ValidationError: Invalid JWT token: Missing Authorization header',
      _exc_source: 'mymb_ecommerce (app)',
    });
    const exc = JSON.parse(r.body.exc) as string[];
    expect(exc).toHaveLength(1);
    expect(exc[0]).toMatch(/^Traceback \(most recent call last\):\n {2}File "apps\/frappe\/frappe\/app\.py"/);
    expect(exc[0]).toContain('apps/mymb_ecommerce/mymb_ecommerce/utils/auth.py');
    expect(exc[0]!.trimEnd().split('\n').at(-1)).toBe(r.body.exception);
    expect(JSON.parse(JSON.parse(r.body._server_messages)[0])).toMatchObject({
      message: 'Invalid JWT token: Missing Authorization header',
      indicator: 'red',
      raise_exception: 1,
    });
    // omnicommerce's and omnicommerce_cms's methods name their app.
    const blog = await t.call('omnicommerce.controllers.blog.get_blog_post_detail', { route: 'x' });
    expect(blog.status).toBe(403); // a POST to a GET-only method: Frappe refuses it before the method runs
    expect(blog.body._exc_source).toBeUndefined();
    const pdf = await t.call('omnicommerce.controllers.pdf.get_sales_order_invoice', { order_id: 'x' });
    expect(pdf.body._exc_source).toBe('omnicommerce (app)');
  });

  it('gives an error raised directly exc_type, exception and exc, and no _server_messages', async () => {
    const r = await t.call('mymb_ecommerce.utils.auth.sigin', { usr: 'mario.rossi@example.com' });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      exc_type: 'TypeError',
      exception: "TypeError: sigin() missing 1 required positional argument: 'pwd'",
      exc: expect.any(String),
      _exc_source: 'mymb_ecommerce (app)',
    });
  });

  it('leaves exception and exc out of a 404', async () => {
    const r = await t.call('mymb_ecommerce.utils.auth.sigin', { usr: 'nobody@example.com', pwd: 'x' });
    expect(r.status).toBe(404);
    expect(r.body.exc_type).toBe('DoesNotExistError');
    expect(r.body.exception).toBeUndefined();
    expect(r.body.exc).toBeUndefined();
    expect(r.body._exc_source).toBeUndefined();
    expect(serverMessage(r.body)).toBe('User nobody@example.com not found');
  });
});

describe('a method the real apps lack: 417 "Failed to get method", as Python failed to import it', () => {
  const messages = (body: { _server_messages: string }) =>
    (JSON.parse(body._server_messages) as string[]).map((m) => (JSON.parse(m) as { message: string }).message);

  it('names a module the real apps do not have', async () => {
    for (const [dotted, module] of [
      ['omnicommerce.controllers.api_client.get_products_price', 'omnicommerce.controllers.api_client'],
      ['omnicommerce.controllers.contact.send_message', 'omnicommerce.controllers.contact'],
      ['omnicommerce.controllers.content.get_faq', 'omnicommerce.controllers.content'],
      ['mymb_ecommerce.mymb_b2c.item_best_selling.get_top_items', 'mymb_ecommerce.mymb_b2c.item_best_selling'],
      ['mymb_ecommerce.nothing.here.at_all', 'mymb_ecommerce.nothing'],
    ]) {
      const r = await t.call(dotted!);
      expect(r.status, dotted).toBe(417);
      expect(r.body.exc_type).toBe('ValidationError');
      expect(messages(r.body)).toEqual([`Failed to get method for command ${dotted} with No module named '${module}'`]);
      expect(r.body.exception).toBe(`frappe.exceptions.ValidationError: ${messages(r.body)[0]}`);
      expect(r.body._exc_source).toBeUndefined();
    }
    const r = await t.call('mymb_ecommerce.utils.auth.sigin.x');
    expect(messages(r.body)).toEqual([
      "Failed to get method for command mymb_ecommerce.utils.auth.sigin.x with No module named 'mymb_ecommerce.utils.auth.sigin'; 'mymb_ecommerce.utils.auth' is not a package",
    ]);
  });

  it('names the attribute a real module lacks, also for a Guest', async () => {
    for (const dotted of [
      'mymb_ecommerce.mymb_ecommerce.order.get_sales_order',
      'omnicommerce.controllers.blog.get_blog_meta',
      'omnicommerce.controllers.promotion.preview_coupon_code',
    ]) {
      const r = await guest(`${M}${dotted}`);
      expect(r.status, dotted).toBe(417);
      const dot = dotted.lastIndexOf('.');
      expect(messages(r.body)).toEqual([
        `Failed to get method for command ${dotted} with module '${dotted.slice(0, dot)}' has no attribute '${dotted.slice(dot + 1)}'`,
      ]);
    }
  });

  it('prints "App … is not installed" first for an app the site lacks', async () => {
    const r = await t.call('no.such.method');
    expect(r.status).toBe(417);
    expect(r.body.exc_type).toBe('ValidationError');
    expect(messages(r.body)).toEqual([
      'App no is not installed',
      'Failed to get method for command no.such.method with App no is not installed',
    ]);
    // A path without a dot is looked up among frappe.handler's functions: a KeyError.
    expect(messages((await t.call('nosuch')).body)).toEqual(["Failed to get method for command nosuch with 'nosuch'"]);
  });
});

describe('verbs and arguments', () => {
  it("takes a GET-only method's arguments from the query string and refuses a POST with 403", async () => {
    const q = await t.call('mymb_ecommerce.mymb_b2c.solr_search.shop', { per_page: 3 }, { get: true });
    const j = await t.call('mymb_ecommerce.mymb_b2c.solr_search.shop', { per_page: 3 });
    const f = await t.request(`${M}mymb_ecommerce.mymb_b2c.solr_search.shop`, {
      method: 'POST',
      headers: { Authorization: 'token demo_key:demo_secret', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'per_page=3',
    });
    expect(q.message.products).toHaveLength(3);
    expect(j.status).toBe(403);
    expect(f.status).toBe(403);
  });
});

describe('the HTTP verb, checked after the import and the whitelist, before the method runs', () => {
  const MAKE = 'frappe.core.doctype.communication.email.make';
  const patch = (path: string, headers: Record<string, string> = { Authorization: 'token demo_key:demo_secret' }) =>
    t.request(`${M}${path}`, { method: 'PATCH', headers });

  it('refuses PATCH, which no whitelisted method accepts, with 403 "Not permitted" and runs nothing', async () => {
    const communications = () => t.db.prepare('SELECT count(*) AS n FROM communication').pluck().get();
    const before = communications();
    for (const path of [
      MAKE, // GET, POST, PUT and DELETE by default
      'mymb_ecommerce.mymb_b2c.solr_search.shop', // GET only
      'mymb_ecommerce.mymb_ecommerce.order.create_quotation', // POST only
      'ping',
    ]) {
      const r = await patch(path);
      expect(r.status, path).toBe(403);
      expect(r.body.exc_type).toBe('PermissionError');
      expect(serverMessage(r.body)).toBe('Not permitted');
      expect(r.body._exc_source).toBeUndefined();
    }
    expect(communications()).toBe(before);
  });

  it('answers a PATCH of an absent method 417 and a Guest’s PATCH of a token-only method "not whitelisted"', async () => {
    expect((await patch('omnicommerce.controllers.blog.get_comments')).status).toBe(417);
    const guest = await patch(MAKE, {});
    expect(guest.status).toBe(403);
    expect(guest.body.exception).toMatch(/is not whitelisted/);
  });

  it('runs a default-verb method on PUT and DELETE, as Frappe does', async () => {
    const countries = 'omnicommerce.controllers.cart.get_deliverable_countries';
    for (const method of ['PUT', 'DELETE'])
      expect(
        (await t.request(`${M}${countries}`, { method, headers: { Authorization: 'token demo_key:demo_secret' } }))
          .status,
      ).toBe(200);
  });
});

describe('test endpoints', () => {
  it('simulates a back-end that is down, slow or malformed, then recovers', async () => {
    const menu = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';
    const set = (body: unknown) =>
      t.request('/__mock/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await set({ mode: 'down' })).status).toBe(200);
    expect((await t.call(menu, {}, { get: true })).status).toBe(503);
    expect((await t.request('/files/categories/tools.svg')).status).toBe(200);

    await set({ mode: 'slow', delay_ms: 150 });
    const t0 = Date.now();
    expect((await t.call(menu, {}, { get: true })).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);

    await set({ mode: 'malformed', kind: 'invalid-json' });
    const bad = await t.app.request(`${M}${menu}`, { headers: { Authorization: 'token demo_key:demo_secret' } });
    await expect(bad.json()).rejects.toThrow();
    await set({ mode: 'malformed', kind: 'wrong-shape' });
    expect(Array.isArray((await t.call(menu, {}, { get: true })).message)).toBe(false);

    await set({ mode: 'down', match: 'solr_search.shop' });
    expect((await t.call(menu, {}, { get: true })).status).toBe(200);
    expect((await t.call('mymb_ecommerce.mymb_b2c.solr_search.shop')).status).toBe(503);

    await set({ mode: 'none' });
    expect((await t.call(menu, {}, { get: true })).status).toBe(200);
    expect((await set({ mode: 'sideways' })).status).toBe(400);
  });

  it('reports health, with the profile and the site conditions', async () => {
    const r = await t.request('/__mock/health');
    expect(r.body).toMatchObject({ status: 'ok', products: 60, profile: 'real', site: [] });
    const set = (conditions: string[]) =>
      t.request('/__mock/site', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ conditions }),
      });
    await set(['reviews-off', 'solr-stats']);
    expect((await t.request('/__mock/health')).body.site).toEqual(['reviews-off', 'solr-stats']);
    await set([]);
  });
});
