import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const regenerateSoon = vi.fn(async () => {});
vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: () => regenerateSoon() }));
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

const schema = z.object({ name: z.string() });
const cached = { revalidate: 60, tags: ['listing'] };
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A cached page must not keep a back-end failure for its whole lifetime (lib/cache/regenerate-soon.ts). */
describe('a failed public read shortens the cached page', () => {
  beforeEach(() => {
    regenerateSoon.mockClear();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const read = (cache: typeof cached | 'no-store' = cached) => call({ path: 'shop.items', schema, cache });

  it.each([
    ['the back-end is unreachable', async () => Promise.reject(new TypeError('fetch failed'))],
    ['the back-end answers 503', answer(503, { exc_type: 'ServiceUnavailable' })],
    ['the back-end answers the wrong shape', answer(200, { message: { name: 42 } })],
    ['the back-end rate-limits', answer(429, {})],
  ])('when %s', async (_, fetch) => {
    vi.stubGlobal('fetch', vi.fn(fetch));
    const result = await read();
    expect(result.ok).toBe(false);
    expect(regenerateSoon).toHaveBeenCalledTimes(1);
  });

  it('not for an answer: a good one, or "not found", which is cached like any answer', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { message: { name: 'Hammer' } })));
    expect(await read()).toEqual({ ok: true, data: { name: 'Hammer' } });
    vi.stubGlobal('fetch', vi.fn(answer(404, { exc_type: 'DoesNotExistError' })));
    const missing = await read();
    expect(missing.ok || missing.error.kind).toBe('not-found');
    expect(regenerateSoon).not.toHaveBeenCalled();
  });

  it('not for reads that are never cached', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(503, {})));
    expect((await read('no-store')).ok).toBe(false);
    expect(regenerateSoon).not.toHaveBeenCalled();
  });
});
