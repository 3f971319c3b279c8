import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { call } = await import('@/lib/backend/call');
const { forgetRefusals } = await import('@/lib/backend/refusals');

/** Frappe's answer to a method it cannot import (docs/backend.md). */
const unknownMethod = (path: string) =>
  new Response(
    JSON.stringify({
      exc_type: 'ValidationError',
      _server_messages: JSON.stringify([
        JSON.stringify({ message: `Failed to get method for command ${path} with module 'x' has no attribute 'y'` }),
      ]),
    }),
    { status: 417, headers: { 'Content-Type': 'application/json' } },
  );

describe('an optional method the back-end lacks', () => {
  beforeEach(() => {
    forgetRefusals();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is reported as absent, not as a refusal of the input', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unknownMethod('shop.track_order')),
    );
    const result = await call({ path: 'shop.track_order', schema: z.unknown() });
    expect(result.ok ? null : result.error.kind).toBe('absent');
  });

  it('is not asked for again once it answered "Failed to get method"', async () => {
    const fetch = vi.fn(async () => unknownMethod('shop.track_order'));
    vi.stubGlobal('fetch', fetch);
    await call({ path: 'shop.track_order', schema: z.unknown() });
    await call({ path: 'shop.track_order', schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a plain 417 (a refused input) does not mark the method absent', async () => {
    const refused = new Response(
      JSON.stringify({
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'Invalid email' })]),
      }),
      {
        status: 417,
      },
    );
    const fetch = vi.fn(async () => refused.clone());
    vi.stubGlobal('fetch', fetch);
    const first = await call({ path: 'shop.subscribe', schema: z.unknown() });
    expect(first.ok ? null : first.error.kind).toBe('rejected');
    await call({ path: 'shop.subscribe', schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the shopper IP as the first X-Forwarded-For value when given', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ message: 1 })));
    vi.stubGlobal('fetch', fetch);
    await call({ path: 'shop.reset', schema: z.unknown(), clientIp: '203.0.113.7' });
    expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['X-Forwarded-For']).toBe('203.0.113.7');
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * What the real apps answered (docs/backend.md "what running the real apps showed"): forbidden
 * DocTypes and methods are capabilities.
 */
describe('a question about what the back-end can do, answered by a refusal', () => {
  beforeEach(() => forgetRefusals());
  afterEach(() => vi.unstubAllGlobals());

  const forbidden = () =>
    json(403, {
      exc_type: 'PermissionError',
      _server_messages: JSON.stringify([JSON.stringify({ message: 'No permission for Help Article' })]),
    });

  it('403 on a DocType is remembered for every read of it, lists and documents alike', async () => {
    const fetch = vi.fn(async () => forbidden());
    vi.stubGlobal('fetch', fetch);
    const list = await call({ path: 'resource:Help Article', params: { limit_page_length: 0 }, schema: z.unknown() });
    const again = await call({ path: 'resource:Help Article', params: { fields: ['name'] }, schema: z.unknown() });
    const one = await call({ path: 'resource:Help Article/faq-1', schema: z.unknown() });
    expect([list, again, one].map((r) => (r.ok ? 'ok' : `${r.error.kind} ${r.error.status}`))).toEqual([
      'unauthorised 403',
      'unauthorised 403',
      'unauthorised 403',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('404 on a DocType list is remembered; 404 on one document is an answer about that document', async () => {
    const fetch = vi.fn(async () => json(404, { exc_type: 'DoesNotExistError' }));
    vi.stubGlobal('fetch', fetch);
    await call({ path: 'resource:Manufacturer', schema: z.unknown() });
    await call({ path: 'resource:Manufacturer', schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(1);
    await call({ path: 'resource:Sales Order/SAL-ORD-1', schema: z.unknown() });
    await call({ path: 'resource:Sales Order/SAL-ORD-1', schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("a refusal asked with a shopper's session says nothing about the shop: asked again", async () => {
    const fetch = vi.fn(async () => forbidden());
    vi.stubGlobal('fetch', fetch);
    await call({ path: 'shop.orders', schema: z.unknown(), jwt: 'a.b.c' });
    await call({ path: 'shop.orders', schema: z.unknown(), jwt: 'a.b.c' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a bad application token (401) is not remembered: the operator fixes it and the shop recovers at once', async () => {
    const fetch = vi.fn(async () => json(401, { exc_type: 'AuthenticationError' }));
    vi.stubGlobal('fetch', fetch);
    await call({ path: 'resource:Address', schema: z.unknown() });
    await call({ path: 'resource:Address', schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('"App … is not installed" is an absent method too', async () => {
    const fetch = vi.fn(async () =>
      json(417, {
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([
          JSON.stringify({ message: 'App webshop_plus is not installed' }),
          JSON.stringify({
            message: 'Failed to get method for command webshop_plus.api.x with App webshop_plus is not installed',
          }),
        ]),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await call({ path: 'webshop_plus.api.x', schema: z.unknown() });
    expect(result.ok ? null : result.error.kind).toBe('absent');
  });
});

describe('what the door logs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('never the arguments a path carries (a subscriber e-mail in a signed link)', async () => {
    vi.stubEnv('NODE_ENV', 'production'); // tests silence warnings otherwise (lib/log/index.ts)
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Invalid Link</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const result = await call({ path: 'shop.confirm?email=mario%40example.com&_signature=abc', schema: z.unknown() });
    expect(result.ok).toBe(false);
    const logged = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('shop.confirm');
    expect(logged).not.toContain('example.com');
  });

  it('a 500 by its exception type and message, never the traceback Frappe adds', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, REAL_500)),
    );
    const result = await call({ path: 'shop.payment_request', schema: z.unknown() });
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'unavailable',
      excType: 'AttributeError',
      message: "'str' object has no attribute 'doctype'",
    });
    const logged = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('AttributeError');
    expect(logged).toContain("'str' object has no attribute 'doctype'");
    expect(logged).not.toMatch(/Traceback|payment\.py|mymb_ecommerce \(app\)/);
  });
});

/**
 * payment_request on ERPNext 15.70 and later, as the real code answered
 * (docs/backend.md "payment_request on ERPNext 15.70 and later").
 */
const REAL_500 = {
  exc_type: 'AttributeError',
  exception: "AttributeError: 'str' object has no attribute 'doctype'",
  exc: JSON.stringify([
    'Traceback (most recent call last):\n  File "apps/frappe/frappe/app.py", line 114, in application\n  File "apps/mymb_ecommerce/mymb_ecommerce/mymb_ecommerce/payment.py", line 88, in payment_request\nAttributeError: \'str\' object has no attribute \'doctype\'\n',
  ]),
  _exc_source: 'mymb_ecommerce (app)',
};
