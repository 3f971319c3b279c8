import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { shelf } from '@/lib/cache/shelves';

const cacheLife = vi.fn();
const cacheTag = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: (...a: unknown[]) => cacheLife(...a),
  cacheTag: (...a: unknown[]) => cacheTag(...a),
}));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
const jwt = vi.fn(async (): Promise<string | undefined> => undefined);
vi.mock('@/lib/session', () => ({ readSessionJwt: () => jwt() }));

const { call } = await import('@/lib/backend/call');

const schema = z.object({ name: z.string() });
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const revalidate = () => (cacheLife.mock.calls.at(-1)?.[0] as { revalidate: number } | undefined)?.revalidate;

/** A public read is kept on its shelf; a back-end failure only for seconds (lib/backend/call.ts). */
describe('what a public read keeps', () => {
  beforeEach(() => {
    cacheLife.mockClear();
    cacheTag.mockClear();
    jwt.mockResolvedValue(undefined);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  const read = (session: 'none' | 'optional' = 'none') =>
    call({ path: 'shop.items', schema, cache: shelf('product', 'hammer'), session });

  it.each([
    ['the back-end is unreachable', async () => Promise.reject(new TypeError('fetch failed'))],
    ['the back-end answers 503', answer(503, { exc_type: 'ServiceUnavailable' })],
    ['the back-end rate-limits', answer(429, {})],
  ])('when %s, for seconds', async (_, fetch) => {
    vi.stubGlobal('fetch', vi.fn(fetch));
    expect((await read()).ok).toBe(false);
    expect(revalidate()).toBe(10);
  });

  it('an answer, or "not found", for its shelf\'s time under its tags', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { message: { name: 'Hammer' } })));
    expect(await read()).toEqual({ ok: true, data: { name: 'Hammer' } });
    expect(revalidate()).toBe(shelf('product').seconds);
    expect(cacheTag).toHaveBeenLastCalledWith('product', 'product:hammer');
    vi.stubGlobal('fetch', vi.fn(answer(404, { exc_type: 'DoesNotExistError' })));
    const missing = await read();
    expect(missing.ok || missing.error.kind).toBe('not-found');
    expect(revalidate()).toBe(shelf('product').seconds);
  });

  it("nothing for a read that carries a shopper's session", async () => {
    jwt.mockResolvedValue('shopper-jwt');
    vi.stubGlobal('fetch', vi.fn(answer(200, { message: { name: 'Hammer' } })));
    expect((await read('optional')).ok).toBe(true);
    expect(cacheLife).not.toHaveBeenCalled();
    expect(cacheTag).not.toHaveBeenCalled();
  });
});
