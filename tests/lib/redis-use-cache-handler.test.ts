// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../support/free-port';
import { afterAll, describe, expect, it } from 'vitest';

// A Redis of its own (nothing saved, bounded as docs/operations.md says), lost halfway through.
const REDIS = '/usr/bin/redis-server';
const PORT = await freePort();
process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
process.env.REDIS_KEY_PREFIX = `test-use-cache-${process.pid}:`;

let redis: ChildProcess | undefined;
afterAll(() => {
  redis?.kill('SIGKILL');
});

const entry = (text: string, tags: string[]) => ({
  value: new Response(text).body!,
  tags,
  stale: 300,
  timestamp: Date.now(),
  expire: 3600,
  revalidate: 60,
});
const text = async (found: { value: ReadableStream<Uint8Array> } | undefined) =>
  found ? new Response(found.value).text() : undefined;

describe.skipIf(!existsSync(REDIS))("the 'use cache' entries on Redis", () => {
  it('serves what one instance kept, stale once a tag is made stale, and misses at once without Redis', async () => {
    const { default: first } = await import('@/lib/cache/redis-use-cache-handler.mjs');
    // Redis down at start: a read misses and a write is skipped, at once.
    const started = performance.now();
    expect(await first.get('menu:en', [])).toBeUndefined();
    await first.set('menu:en', Promise.resolve(entry('Giardino', ['menu'])));
    expect(performance.now() - started).toBeLessThan(300);

    redis = spawn(
      REDIS,
      ['--port', String(PORT), '--save', '', '--maxmemory', '16mb', '--maxmemory-policy', 'allkeys-lru'],
      {
        stdio: 'ignore',
      },
    );
    // The connection is never awaited: writes are skipped until it is ready.
    for (let i = 0; i < 50 && (await text(await first.get('menu:en', []))) !== 'Giardino'; i += 1) {
      await first.set('menu:en', Promise.resolve(entry('Giardino', ['menu'])));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await text(await first.get('menu:en', []))).toBe('Giardino');

    // Another instance made the tag stale: this one learns it before its next request's reads.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.updateTags(['menu']);
    await first.refreshTags();
    expect(await first.get('menu:en', [])).toBeUndefined();
    expect(await first.getExpiration(['menu'])).toBeGreaterThan(0);
    expect(await first.getExpiration(['footer'])).toBe(0);

    // Kept again after the change: served again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.set('menu:en', Promise.resolve(entry('Giardino e serra', ['menu'])));
    expect(await text(await first.get('menu:en', []))).toBe('Giardino e serra');

    // Redis lost: misses at once, nothing thrown.
    redis.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lost = performance.now();
    expect(await first.get('menu:en', [])).toBeUndefined();
    await first.set('menu:en', Promise.resolve(entry('x', ['menu'])));
    await first.refreshTags();
    expect(performance.now() - lost).toBeLessThan(1_500);
  });
});
