// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../support/free-port';
import { afterAll, describe, expect, it } from 'vitest';

// A Redis of its own (nothing saved), so the cache can lose it halfway through.
const REDIS = '/usr/bin/redis-server';
const PORT = await freePort();
process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
process.env.REDIS_KEY_PREFIX = `test-lost-${process.pid}:`;

let redis: ChildProcess | undefined;
async function startRedis() {
  redis = spawn(
    REDIS,
    [
      '--port',
      String(PORT),
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '16mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
}
afterAll(() => {
  redis?.kill('SIGKILL');
});

const waitUntil = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe.skipIf(!existsSync(REDIS))('the shared cache losing Redis while serving', () => {
  it('serves from Redis, then answers misses at once when Redis goes away', async () => {
    await startRedis();
    const { default: RedisCacheHandler } = await import('@/lib/cache/redis-cache-handler.mjs');
    const cache = new RedisCacheHandler();
    const entry = { kind: 'FETCH', data: { body: 'menu' } };
    // The first calls find no connection yet (it is never awaited): they miss until it is ready.
    await waitUntil(async () => {
      await cache.set('fetch:menu', entry, { tags: ['menu'] });
      return (await cache.get('fetch:menu', { tags: ['menu'] })) !== null;
    });
    expect((await cache.get('fetch:menu', { tags: ['menu'] }))?.value).toEqual(entry);

    await cache.revalidateTag(['menu']);
    expect(await cache.get('fetch:menu', { tags: ['menu'] })).toBeNull();

    redis!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    expect(await cache.get('fetch:menu', { tags: ['menu'] })).toBeNull();
    await cache.set('fetch:menu', entry, { tags: ['menu'] });
    expect(performance.now() - started).toBeLessThan(300);
  });
});
