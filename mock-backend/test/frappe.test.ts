// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { M, serverMessage, setup } from './support';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(60);
});

describe('application token', () => {
  it('refuses a call without the Authorization header: 401 AuthenticationError in Frappe shape', async () => {
    const r = await t.request(`${M}omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu`);
    expect(r.status).toBe(401);
    expect(r.body.exc_type).toBe('AuthenticationError');
    expect(typeof r.body._server_messages).toBe('string');
    const list = JSON.parse(r.body._server_messages);
    expect(Array.isArray(list)).toBe(true);
    expect(typeof list[0]).toBe('string');
    expect(JSON.parse(list[0])).toMatchObject({ indicator: 'red' });
  });

  it('refuses a wrong secret and accepts the right one (token or Basic)', async () => {
    const bad = await t.request(`${M}omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu`, {
      headers: { Authorization: 'token demo_key:wrong' },
    });
    expect(bad.status).toBe(401);
    const basic = await t.request(`${M}omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu`, {
      headers: { Authorization: `Basic ${Buffer.from('demo_key:demo_secret').toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('leaves /files and /__mock open', async () => {
    expect((await t.request('/__mock/health')).status).toBe(200);
    expect((await t.request('/files/categories/tools.svg')).status).toBe(200);
  });

  it('answers an unknown method as Frappe does: 417 ValidationError "Failed to get method"', async () => {
    const r = await t.call('no.such.method');
    expect(r.status).toBe(417);
    expect(r.body.exc_type).toBe('ValidationError');
    expect(serverMessage(r.body)).toMatch(/^Failed to get method for command no\.such\.method with /);
  });

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

  it('reports health', async () => {
    const r = await t.request('/__mock/health');
    expect(r.body).toMatchObject({ status: 'ok', products: 60 });
  });
});
