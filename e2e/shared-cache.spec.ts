import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { startMock, startProcess, startStorefront } from './support/processes';

/**
 * Issue 8, "more than one machine": two storefront instances share one cache on Redis. A page cached
 * by both, revalidated through one instance, is fresh on the other.
 */
const REDIS_PORT = 6391;
const MOCK_PORT = 8651;
const A = 'http://localhost:3651';
const B = 'http://localhost:3652';
const SECRET = 'test-revalidate-secret';

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync('/usr/bin/redis-server'), 'redis-server is not installed (apt-get install redis-server)');

const stops: Array<() => void> = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const redis = await startProcess('/usr/bin/redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, async () => {
    const net = await import('node:net');
    return new Promise<boolean>((resolve) => {
      const socket = net.connect(REDIS_PORT, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  });
  stops.push(redis.stop);
  const mock = await startMock(MOCK_PORT, 'mock-backend/data/e2e-shared-cache');
  stops.push(mock.stop);
  const env = { BACKEND_URL: `http://127.0.0.1:${MOCK_PORT}`, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, REVALIDATE_SECRET: SECRET };
  const [a, b] = await Promise.all([startStorefront(3651, env), startStorefront(3652, env)]);
  stops.push(a.stop, b.stop);
});

test.afterAll(() => {
  for (const stop of stops.reverse()) stop();
});

async function menuOf(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
  return html;
}

test('a tag revalidated through one instance is fresh on the other', async () => {
  // Both instances render and cache the home page with the menu as it is.
  expect(await menuOf(A)).toContain('>Garden<');
  expect(await menuOf(B)).toContain('>Garden<');

  // The back-office renames a category: the cached pages still show the old name…
  const renamed = await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock/fixtures/category`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: 'garden', name_en: 'Garden & greenhouse' }),
  });
  expect(renamed.status).toBe(200);
  expect(await menuOf(B)).toContain('>Garden<');

  // …until the menu tag is revalidated through instance A, after which instance B shows the new name.
  const revalidate = await fetch(`${A}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ tags: ['menu'] }),
  });
  expect(revalidate.status).toBe(200);
  await expect.poll(async () => (await menuOf(B)).includes('Garden &amp; greenhouse'), { timeout: 15_000 }).toBe(true);
  expect(await menuOf(A)).toContain('Garden &amp; greenhouse');
});

test('revalidation needs the secret', async () => {
  const res = await fetch(`${A}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"tags":["menu"]}' });
  expect(res.status).toBe(403);
});
