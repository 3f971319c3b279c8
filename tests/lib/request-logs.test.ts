import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installRequestContext } from '@/lib/log/request-context.mjs';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'app-key',
    BACKEND_API_SECRET: 'app-secret-value',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => 'eyJhbGciOiJIUzI1NiJ9.shopper.signature' }));
vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));

const { call } = await import('@/lib/backend/call');

/** The JSON lines written while `fn` runs inside a request with id `requestId`. */
async function linesOf(requestId: string, fn: () => Promise<unknown>) {
  const written: string[] = [];
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((text: string | Uint8Array) => {
      written.push(String(text).trimEnd());
      return true;
    });
  const storage = new AsyncLocalStorage<{ requestId: string }>();
  installRequestContext(storage);
  await storage.run({ requestId }, fn);
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('logs an operator can follow', () => {
  const env = process.env.NODE_ENV;
  beforeEach(() => {
    // Test runs keep info lines quiet (lib/log): lifted here to read them.
    (process.env as Record<string, string>).NODE_ENV = 'production';
  });
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = env;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a back-end call is one line with the request id, method, verb, status and duration; never a token or password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: { name: 'ok' } })),
    );
    const lines = await linesOf('req-123', () =>
      call({
        path: 'mymb_ecommerce.utils.auth.sigin?usr=someone@example.com',
        method: 'POST',
        session: 'required',
        params: { usr: 'someone@example.com', pwd: 'hunter2-secret' },
        schema: z.object({ name: z.string() }),
      }),
    );
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        event: 'backend.call',
        requestId: 'req-123',
        method: 'mymb_ecommerce.utils.auth.sigin',
        verb: 'POST',
        status: 200,
        durationMs: expect.any(Number),
      },
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [
      'app-secret-value',
      'app-key',
      'eyJhbGciOiJIUzI1NiJ9',
      'hunter2-secret',
      'someone@example.com',
    ])
      expect(text).not.toContain(secret);
  });

  it('a back-end that cannot be reached is logged with the same id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const lines = await linesOf('req-456', () => call({ path: 'shop.items', schema: z.unknown(), cache: 'no-store' }));
    expect(lines.map((l) => [l.event, l.requestId, l.status ?? l.reason])).toEqual([
      ['backend.call', 'req-456', 'unavailable'],
      ['backend.unavailable', 'req-456', 'TypeError: fetch failed'],
    ]);
  });
});
