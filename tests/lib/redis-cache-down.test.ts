// @vitest-environment node
import { freePort } from '../support/free-port';
import { describe, expect, it } from 'vitest';

// Redis is down: nothing listens on a free port.
process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
process.env.REDIS_KEY_PREFIX = 'test-down:';
const { default: RedisCacheHandler } = await import('@/lib/cache/redis-cache-handler.mjs');

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe('the shared cache with Redis down from the start', () => {
  const cache = new RedisCacheHandler();

  it('answers a read as a miss at once, not after a connection that never comes', async () => {
    const first = await timed(() => cache.get('page:/', { tags: ['menu'] }));
    expect(first.value).toBeNull();
    expect(first.ms).toBeLessThan(200);
    // Still a miss at once while the client keeps retrying in the background.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await timed(() => cache.get('page:/', { tags: ['menu'] }));
    expect(later.value).toBeNull();
    expect(later.ms).toBeLessThan(200);
  });

  it('skips writes and revalidations at once', async () => {
    const write = await timed(() => cache.set('page:/', { kind: 'FETCH', data: {} }, { tags: ['menu'] }));
    const revalidate = await timed(() => cache.revalidateTag(['menu']));
    expect(write.ms).toBeLessThan(200);
    expect(revalidate.ms).toBeLessThan(200);
  });
});
