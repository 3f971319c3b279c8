import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
let redis: { ping: () => Promise<string> } | null = null;
vi.mock('@/lib/backend/call', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('@/lib/cache/redis-client', () => ({ redisConnection: () => redis }));

const { GET } = await import('@/app/api/ready/route');
vi.mock('next/server', () => ({ connection: async () => {} }));

async function ask() {
  const res = await GET();
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

describe('GET /api/ready', () => {
  beforeEach(() => {
    call.mockReset();
    redis = null;
  });

  it('ready when the back-end answers ping; each dependency with its latency, never cached', async () => {
    call.mockResolvedValue({ ok: true, data: 'pong' });
    redis = { ping: async () => 'PONG' };
    const { status, body, res } = await ask();
    expect(status).toBe(200);
    expect(body).toEqual({
      ready: true,
      backend: { ok: true, ms: expect.any(Number) },
      redis: { ok: true, ms: expect.any(Number) },
    });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: 'ping', cache: 'no-store' }));
  });

  it('not ready (503) when the back-end does not answer', async () => {
    call.mockResolvedValue({ ok: false, error: { kind: 'unavailable' } });
    const { status, body } = await ask();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ready: false, backend: { ok: false } });
    expect(body).not.toHaveProperty('redis'); // no REDIS_URL: nothing to say about it
  });

  it('still ready with Redis down: pages answer without the shared cache', async () => {
    call.mockResolvedValue({ ok: true, data: 'pong' });
    redis = { ping: () => Promise.reject(new Error('The client is closed')) };
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body).toMatchObject({ ready: true, redis: { ok: false } });
  });

  it('names no host, version or error text an attacker could use', async () => {
    call.mockResolvedValue({
      ok: false,
      error: { kind: 'unavailable', message: 'connect ECONNREFUSED 10.0.0.5:8000' },
    });
    redis = { ping: () => Promise.reject(new Error('connect ECONNREFUSED redis.internal:6379')) };
    const text = JSON.stringify((await ask()).body);
    expect(text).not.toMatch(/10\.0\.0\.5|redis\.internal|ECONNREFUSED|version|\d+\.\d+\.\d+/);
  });
});
