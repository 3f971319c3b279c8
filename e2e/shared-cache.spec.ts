import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { startMock, startProcess, startStorefront } from './support/processes';
import { E2E_MOCK_PORT, E2E_PORT } from '../playwright.config';

/**
 * More than one machine: two storefront instances share one cache on Redis, run as
 * docs/operations.md says (bounded with maxmemory and allkeys-lru). A page cached by both,
 * revalidated through one instance, is fresh on the other; losing Redis costs only cache hits.
 * Ports follow the journeys' own (6391, 8651, 3651-3652 with the defaults).
 */
const REDIS_PORT = E2E_PORT + 3291;
const MOCK_PORT = E2E_MOCK_PORT + 551;
const PORT_A = E2E_PORT + 551;
const PORT_B = E2E_PORT + 552;
const A = `http://localhost:${PORT_A}`;
const B = `http://localhost:${PORT_B}`;
const SECRET = 'test-revalidate-secret';

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync('/usr/bin/redis-server'), 'redis-server is not installed (apt-get install redis-server)');

const stops: Array<() => void> = [];
let redis: { stop: () => void };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const args = [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    '64mb',
    '--maxmemory-policy',
    'allkeys-lru',
  ];
  redis = await startProcess('/usr/bin/redis-server', args, {}, async () => {
    const net = await import('node:net');
    return new Promise<boolean>((resolve) => {
      const socket = net.connect(REDIS_PORT, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  });
  stops.push(() => redis.stop());
  const mock = await startMock(MOCK_PORT, 'mock-backend/data/e2e-shared-cache');
  stops.push(mock.stop);
  const env = {
    BACKEND_URL: `http://127.0.0.1:${MOCK_PORT}`,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REVALIDATE_SECRET: SECRET,
  };
  const [a, b] = await Promise.all([startStorefront(PORT_A, env), startStorefront(PORT_B, env)]);
  stops.push(a.stop, b.stop);
});

test.afterAll(() => {
  for (const stop of stops.reverse()) stop();
});

async function menuOf(base: string): Promise<string> {
  // The Italian page: the menu as the back-end stores it, no shop owner's translation in between.
  const html = await (await fetch(`${base}/`, { headers: { cookie: 'NEXT_LOCALE=it' } })).text();
  return html;
}

test('a tag revalidated through one instance is fresh on the other', async () => {
  // Both instances render and cache the home page with the menu as it is.
  expect(await menuOf(A)).toContain('>Giardino<');
  expect(await menuOf(B)).toContain('>Giardino<');

  // The back-office renames a category (content is Italian, whatever the page's language): the cached pages still show the old name…
  const renamed = await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock/fixtures/category`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: 'garden', name_en: 'Garden & greenhouse', name_it: 'Giardino e serra' }),
  });
  expect(renamed.status).toBe(200);
  expect(await menuOf(B)).toContain('>Giardino<');

  // …until the menu tag is revalidated through instance A, after which instance B shows the new name.
  const revalidate = await fetch(`${A}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ tags: ['menu'] }),
  });
  expect(revalidate.status).toBe(200);
  await expect.poll(async () => (await menuOf(B)).includes('Giardino e serra'), { timeout: 15_000 }).toBe(true);
  expect(await menuOf(A)).toContain('Giardino e serra');
});

test('revalidation needs the secret', async () => {
  const res = await fetch(`${A}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"tags":["menu"]}',
  });
  expect(res.status).toBe(403);
});

test('a tag nothing was stored under is named, on any instance', async () => {
  const res = await fetch(`${B}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ tags: ['menu', 'product:no-such-product'] }),
  });
  expect(res.status).toBe(200);
  // The slug has the shape of a product tag, but Redis knows no product was ever cached under it.
  expect(await res.json()).toMatchObject({ revalidated: ['menu'], unknown: ['product:no-such-product'] });
});

test("the route cache and the 'use cache' entries both live in Redis, each bounded by a TTL", async () => {
  const { createClient } = await import('redis');
  const client = createClient({ url: `redis://127.0.0.1:${REDIS_PORT}` });
  await client.connect();
  try {
    const kept = await client.keys('bottega:use-cache:*');
    // The home page the instances rendered above, in Italian (`/it`): its route-cache entry.
    const home = (await client.keys('bottega:*')).filter((key) => key.endsWith('/it'));
    expect(kept.length).toBeGreaterThan(0);
    expect(home).toHaveLength(1);
    for (const key of [...kept.slice(0, 5), ...home]) expect(await client.ttl(key), key).toBeGreaterThan(0);
    expect((await client.configGet('maxmemory-policy'))['maxmemory-policy']).toBe('allkeys-lru');
  } finally {
    await client.quit();
  }
});

test('Redis lost: pages still answer at once, only without the shared cache', async () => {
  redis.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const base of [A, B]) {
    const started = Date.now();
    const res = await fetch(`${base}/shop?search_term=redis-lost-${Date.now()}`, {
      headers: { cookie: 'NEXT_LOCALE=en' },
    });
    expect(res.status).toBe(200);
    // The menu, in the back-end's one content language.
    expect(await res.text()).toContain('Giardino');
    expect(Date.now() - started).toBeLessThan(5_000);
  }
});
