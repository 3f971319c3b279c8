import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
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
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');

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
    forgetAbsentMethods();
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

describe('what the door logs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('never the arguments a path carries (a subscriber e-mail in a signed link)', async () => {
    vi.stubEnv('NODE_ENV', 'production'); // tests silence warnings otherwise (lib/log.ts)
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
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
});
