import { expect, test, type Response } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent as HttpAgent, createServer, request as httpRequest, type Server } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTopology, type Topology } from '../scripts/topology.mjs';
import { E2E_MOCK_PORT, E2E_PORT } from '../playwright.config';
import { signInOnPage } from './support/account-page';
import { DEMO_USER } from './support/backend';
import {
  acceptTermsBox,
  backendOrders,
  fillCheckout,
  inStockItems,
  seedCart,
  summaryReady,
  uniqueEmail,
} from './support/checkout';

/**
 * The production topology, as `npm run topology` starts it (scripts/topology.mjs): nginx with TLS
 * and HTTP/2 in front of two instances sharing Redis. A shopper browses, signs in and orders
 * through it; an instance stopped while an order is placed finishes that order; a rolling
 * restart under load costs no request; the logs tie one request id from the front to the back-end
 * calls and hold no secret; a made-up X-Forwarded-For dodges no limit. Ports follow the journeys'
 * own (3443, 3301-3302, 3379, 8300-8302 with the defaults).
 */
const FRONT_PORT = E2E_PORT + 343;
const INSTANCE_PORTS = [E2E_PORT + 201, E2E_PORT + 202];
const MOCK_PORT = E2E_MOCK_PORT + 200;
/** Each instance reaches the mock through a door of its own, so a test can hold one instance's call. */
const DOOR_PORTS = [E2E_MOCK_PORT + 201, E2E_MOCK_PORT + 202];
const FRONT = `https://localhost:${FRONT_PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** lib/rate-limit.ts: suggestions one address may ask in a minute. */
const SUGGEST_LIMIT = 120;
/** lib/rate-limit.ts: text searches one address may make in a minute. */
const SEARCH_LIMIT = 60;

test.describe.configure({ mode: 'serial' });
test.skip(
  !existsSync('/usr/sbin/nginx') || !existsSync('/usr/bin/redis-server'),
  'nginx or redis-server is not installed (apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter redis-server)',
);
test.use({ baseURL: FRONT, ignoreHTTPSErrors: true });

let topology: Topology;
const doors: Server[] = [];
/** A back-end call to hold: when one matches, `during` runs (told which instance asked) before it goes on. */
let hold: { match: RegExp; during: (instance: number) => Promise<void> } | null = null;
/** What the journeys sent that must never reach a log. */
const secrets = new Set<string>([DEMO_USER.password, 'demo_secret', 'demo_key:']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function door(index: number): Server {
  return createServer(async (req, res) => {
    if (hold && hold.match.test(req.url ?? '')) {
      const held = hold;
      hold = null;
      await held.during(index);
    }
    const upstream = httpRequest(`${MOCK}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
}

const agents = new Map<string, Agent>();
/** A request to the front from a loopback address of our choice (each address is its own client). */
function ask(
  path: string,
  {
    from = '127.0.0.1',
    headers = {},
    method = 'GET',
    body,
  }: { from?: string; headers?: Record<string, string>; method?: string; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, rejectUnauthorized: false, localAddress: from })));
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      `https://127.0.0.1:${FRONT_PORT}${path}`,
      { agent, method, headers: { cookie: 'NEXT_LOCALE=en', ...headers }, timeout: 20_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

async function bothReady() {
  for (const port of INSTANCE_PORTS)
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const [index, port] of DOOR_PORTS.entries()) {
    const server = door(index);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    doors.push(server);
  }
  topology = await startTopology({
    frontPort: FRONT_PORT,
    instancePorts: INSTANCE_PORTS,
    redisPort: E2E_PORT + 279,
    mockPort: MOCK_PORT,
    mockDataDir: 'mock-backend/data/e2e-front',
    dir: join(tmpdir(), `bottega-front-${FRONT_PORT}`),
    // The journeys' browser and load come from this machine; the limit tests from 127.0.0.2 and .3.
    allow: ['127.0.0.1', '::1'],
    instanceEnv: (index) => ({ BACKEND_URL: `http://127.0.0.1:${DOOR_PORTS[index]}` }),
    quiet: true,
  });
});

test.afterAll(async () => {
  await topology?.stop();
  // Closed before the next run binds the same ports (a retry starts the topology again).
  await Promise.all(
    doors.splice(0).map((server) => new Promise((closed) => (server.close(closed), server.closeAllConnections()))),
  );
  for (const agent of agents.values()) agent.destroy();
});

test('a shopper browses, signs in and orders through the front, over HTTP/2 with compressed files', async ({
  page,
  context,
}) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto('/');
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
  const documentAnswer = responses.find((r) => r.request().resourceType() === 'document')!;
  // The page is compressed by nginx (the instance is asked for identity), the scripts come from disk as built.
  expect(await documentAnswer.headerValue('content-encoding')).toBe('br');
  const script = responses.find((r) => /\/_next\/static\/.+\.js$/.test(new URL(r.url()).pathname))!;
  expect(await script.headerValue('content-encoding')).toBe('br');
  expect(await script.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');

  await page.goto('/shop');
  const product = page.getByRole('main').locator('a[href*="/product/"]').first();
  const productPath = await product.getAttribute('href');
  await page.goto(productPath!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/pages/login');
  await signInOnPage(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/pages\/account$/);
  const session = (await context.cookies()).find((c) => c.name === 'shop_session');
  expect(session?.secure).toBe(true);
  secrets.add(session!.value);

  const [item] = await inStockItems({ count: 1, mockUrl: MOCK });
  await seedCart(page, [{ ...item!, qty: 1 }], '/pages/pay');
  await expect(page.getByText(`Signed in as ${DEMO_USER.email}.`)).toBeVisible();
  await page.getByRole('main').getByLabel('Phone').fill('+39 347 123 4567');
  await acceptTermsBox(page).check();
  await summaryReady(page);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  const order = new URL(page.url()).searchParams.get('order');
  expect((await backendOrders(DEMO_USER.email, MOCK)).map((o) => o.name)).toContain(order);
});

test('an instance stopped while an order is placed finishes it: one order, the shopper sees it, exit 0', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bothReady();
  const email = uniqueEmail('front-stop');
  const [item] = await inStockItems({ count: 1, mockUrl: MOCK });
  await seedCart(page, [{ ...item!, qty: 1 }], '/pages/pay');
  await fillCheckout(page, { email });
  await summaryReady(page);

  let stoppedInstance = -1;
  let exited: Promise<number | null> = Promise.resolve(null);
  let tookNewConnections = true;
  // The order's first back-end write is held while its instance is told to stop.
  hold = {
    match: /create_quotation/,
    during: async (index) => {
      stoppedInstance = index;
      const child = topology.instances[index]!.child!;
      exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      await sleep(1000);
      tookNewConnections = !(await refused(INSTANCE_PORTS[index]!));
    },
  };
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible({ timeout: 30_000 });
  expect(stoppedInstance).toBeGreaterThanOrEqual(0);
  expect(tookNewConnections).toBe(false);
  expect(await exited).toBe(0);
  const orders = await backendOrders(email, MOCK);
  expect(orders).toHaveLength(1);
  expect(page.url()).toContain(`order=${orders[0]!.name}`);
});

test('a rolling restart under load (one instance stopped, back, then the other) costs no failed request', async () => {
  test.setTimeout(150_000);
  await bothReady();
  const listing = await ask('/shop');
  const productPath = /\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+(?=")/.exec(listing.text)?.[0] ?? '/shop';
  const staticFile = /\/_next\/static\/[^"]+\.js/.exec(listing.text)?.[0] ?? '/robots.txt';
  const mix = ['/', '/shop', productPath, '/shop?search_term=trapano', '/api/search?q=trapano&locale=en', staticFile];
  const failures: string[] = [];
  let answered = 0;
  let loading = true;
  const worker = async (n: number) => {
    for (let i = n; loading; i++) {
      const path = mix[i % mix.length]!;
      try {
        const { status } = await ask(path);
        if (status >= 400) failures.push(`${status} ${path}`);
      } catch (error) {
        failures.push(`${String(error)} ${path}`);
      }
      answered++;
    }
  };
  const load = Promise.all(Array.from({ length: 12 }, (_, n) => worker(n)));
  await sleep(3000);
  // The second stop follows the first instance's return at once: the front must find the instance
  // that has just come back, though it refused connections a moment ago.
  expect(await topology.restart(0)).toBe(0);
  expect(await topology.restart(1)).toBe(0);
  await sleep(2000);
  loading = false;
  await load;
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(100);
});

test('the logs follow one request id from the front to its back-end calls, and hold no secret', async () => {
  const logs = `${topology.dir}/logs`;
  const lines = (file: string) =>
    readFileSync(`${logs}/${file}`, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const front = lines('access.log');
  const instance = readdirSync(logs)
    .filter((f) => f.startsWith('instance-'))
    .flatMap(lines);
  // The order's server action: a POST to the checkout page, through the front.
  const post = front.find((l) => l.method === 'POST' && l.route === '/pages/pay' && l.status === 200);
  expect(post).toBeDefined();
  const id = post!.requestId;
  const same = instance.filter((l) => l.requestId === id);
  expect(same.find((l) => l.event === 'request')).toMatchObject({
    level: 'info',
    method: 'POST',
    route: '/pages/pay',
    status: 200,
    durationMs: expect.any(Number),
    time: expect.any(String),
  });
  expect(same.filter((l) => l.event === 'backend.call').map((l) => l.method)).toContainEqual(
    expect.stringContaining('create_quotation'),
  );
  for (const line of same.filter((l) => l.event === 'backend.call'))
    expect(line).toMatchObject({
      verb: expect.any(String),
      status: expect.any(Number),
      durationMs: expect.any(Number),
    });

  const everything = readdirSync(logs)
    .map((f) => readFileSync(`${logs}/${f}`, 'utf8'))
    .join('\n');
  for (const secret of secrets) expect(everything).not.toContain(secret);
  expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT at all
  expect(everything).not.toMatch(/\b4242[ -]?4242[ -]?4242[ -]?4242\b/); // no card number
  expect(everything).not.toMatch(/"(password|pwd|new_password)"/i);
});

test('a made-up X-Forwarded-For dodges neither the storefront’s limit nor the front’s', async () => {
  test.setTimeout(90_000);
  const spoofed = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  // Suggestions, from one address naming a new one each time: counted by the address nginx saw.
  const suggestions = [];
  for (let i = 0; i < SUGGEST_LIMIT + 5; i++)
    suggestions.push(
      (await ask(`/api/search?q=drill${i}&locale=en`, { from: '127.0.0.2', headers: spoofed() })).status,
    );
  // An instance whose Redis connection was not yet up counts a request in its own memory
  // (docs/operations.md "Redis down"): one more may pass, never a client's choice of address.
  expect(suggestions.slice(0, 100).every((s) => s === 200)).toBe(true);
  expect(suggestions.filter((s) => s === 200).length).toBeLessThanOrEqual(SUGGEST_LIMIT + 2);
  expect(suggestions.slice(-3)).toEqual([429, 429, 429]);

  // The whole site, from another address: past the burst, nginx answers 429 with its plain page.
  const burst = await Promise.all(
    Array.from({ length: 300 }, () => ask('/robots.txt', { from: '127.0.0.3', headers: spoofed() })),
  );
  const limited = burst.filter((r) => r.status === 429);
  expect(limited.length).toBeGreaterThan(50);
  expect(limited[0]!.text).toContain('Please try again in a moment');
  expect(limited[0]!.text).not.toMatch(/<script|nginx/i);
  // This machine's own address is exempt (RATE_LIMIT_ALLOW), as the journeys need.
  expect((await ask('/robots.txt')).status).toBe(200);
});

test('a text search the page cache answers is still counted per client, and over the limit says so', async () => {
  test.setTimeout(90_000);
  const results = /<h1[^>]*>Results for “trapano”/;
  const searched = [];
  for (let i = 0; i < SEARCH_LIMIT + 4; i++)
    searched.push((await ask('/shop/search_term=trapano', { from: '127.0.0.7' })).text);
  // Kept after the first: the later ones come from the page cache, counted by the proxy before it
  // answers. Each instance counts its first in memory while its Redis connection comes up.
  expect(searched[0]).toMatch(results);
  expect(searched.filter((text) => results.test(text)).length).toBeLessThanOrEqual(SEARCH_LIMIT + 2);
  for (const text of searched.slice(-2)) {
    expect(text).toContain('Too many searches in a short time');
    expect(text).not.toMatch(results);
  }
  // Another client is not held back, and is answered from the cache.
  expect((await ask('/shop/search_term=trapano', { from: '127.0.0.8' })).text).toMatch(results);
});

test('liveness is public and cheap, readiness is for the machine, bodies are capped at the front', async () => {
  const health = await ask('/api/health', { from: '127.0.0.4' });
  expect(health.status).toBe(200);
  expect(JSON.parse(health.text)).toEqual({ status: 'ok' });
  expect((await ask('/api/ready', { from: '127.0.0.4' })).status).toBe(403);
  const ready = await ask('/api/ready');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.text)).toMatchObject({ ready: true, backend: { ok: true }, redis: { ok: true } });
  const tooLarge = await ask('/api/checkout/quote', {
    from: '127.0.0.4',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: 'x'.repeat(100_000) }),
  });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.text).toContain('Please try again in a moment');
});

test('an instance answers its build files precompressed and names each request (what scripts/serve.mjs adds to Next.js)', async () => {
  // Direct, without the front: if a Next.js upgrade changes the handler serve.mjs wraps, this fails.
  const port = INSTANCE_PORTS[1]!;
  const page = await fetch(`http://127.0.0.1:${port}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } });
  expect(page.headers.get('x-request-id')).toMatch(/^[\w.-]{8,}$/);
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(await page.text())![0];
  const script = await fetch(`http://127.0.0.1:${port}${chunk}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // The front's id is kept, so the front's line and the instance's match.
  const named = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-request-id': 'front-abc-123' } });
  expect(named.headers.get('x-request-id')).toBe('front-abc-123');
});

test('an instance keeps an idle connection longer than its clients do, so a request sent on it is not reset', async () => {
  test.setTimeout(30_000);
  const agent = new HttpAgent({ keepAlive: true });
  /** The local port of the connection a request went over: the same port is the same connection. */
  const askHealth = () =>
    new Promise<number>((resolve, reject) =>
      httpRequest(`http://127.0.0.1:${INSTANCE_PORTS[0]}/api/health`, { agent }, (res) => {
        const port = res.socket.localPort!;
        res.resume();
        res.on('end', () => resolve(port));
      })
        .on('error', reject)
        .end(),
    );
  const first = await askHealth();
  // Past Node's default of 5 s, when the instance used to close it while a client reused it.
  await sleep(6500);
  expect(await askHealth()).toBe(first);
  agent.destroy();
});
