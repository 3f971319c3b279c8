import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHOP_URL, signInContext } from './support/backend';

/**
 * Hostile and malformed input to every /api route and to the pages' query strings
 * answers 4xx with a message, or a normal page — never a 500, never a stack trace.
 */
const CORPUS: unknown[] = [
  '',
  ' ',
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '1; DROP TABLE product;',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\u0000\u202e\ud83d\ude00\ufeff',
  'Ω≈ç√∫˜µ≤≥÷ 𝕿𝖊𝖘𝖙 ﷽',
  '{"$gt": ""}',
  -1,
  0,
  1e21,
  Number.MAX_SAFE_INTEGER,
  3.14159,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { toString: 'x' },
];

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

async function expectNo5xx(request: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const res = await request.fetch(url, {
    method,
    data: data === undefined ? undefined : data,
    headers: { Origin: SHOP_URL },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const body = await res.text();
  expect(res.status(), `${method} ${url.slice(0, 120)} ${JSON.stringify(data)?.slice(0, 120)}`).toBeLessThan(500);
  expect(body).not.toMatch(/at [\w.<>]+ \(.*:\d+:\d+\)/);
  if (res.status() >= 400 && (res.headers()['content-type'] ?? '').includes('json')) {
    expect(body.length).toBeGreaterThan(2);
  }
  return res;
}

test('every GET /api route shrugs off hostile query strings', async ({ request }) => {
  test.setTimeout(120_000);
  for (const value of CORPUS) {
    const v = encodeURIComponent(asText(value)).slice(0, 6000);
    await expectNo5xx(request, 'GET', `/api/search?q=${v}&category=${v}&locale=${v}`);
    await expectNo5xx(request, 'GET', `/api/orders/${v.slice(0, 200) || 'x'}/invoice`);
    await expectNo5xx(request, 'GET', `/api/account/expired?next=${v}`);
  }
});

test('every POST /api route refuses malformed bodies with a 4xx', async ({ request }) => {
  test.setTimeout(120_000);
  for (const value of CORPUS) {
    await expectNo5xx(request, 'POST', '/api/checkout/quote', {
      items: [{ sku: value, qty: value }],
      country: value,
      shipping_rule: value,
      coupon: value,
    });
    await expectNo5xx(request, 'POST', '/api/checkout/quote', value);
    await expectNo5xx(request, 'POST', '/api/wishlist', { item_code: value, action: value });
    await expectNo5xx(request, 'DELETE', '/api/wishlist', { item_code: value });
    await expectNo5xx(request, 'POST', '/api/revalidate', { tags: value });
  }
});

test('a signed-in shopper cannot store hostile wishlist entries', async ({ page, context }) => {
  await signInContext(context, {
    email: 'jana.novak@example.com',
    password: 'Password123!',
    first_name: 'Jana',
    last_name: 'Nováková',
  });
  const request = page.request;
  const before = await (await request.get('/api/wishlist')).text();
  for (const value of ['<script>alert(1)</script>', "' OR 1=1 --", 'x'.repeat(5000), -1, null]) {
    const res = await expectNo5xx(request, 'POST', '/api/wishlist', { item_code: value, action: 'add' });
    expect(res.status()).toBeGreaterThanOrEqual(400);
  }
  expect(await (await request.get('/api/wishlist')).text()).toBe(before);
});

test('mutations from another origin are refused', async ({ page, context }) => {
  await signInContext(context);
  const res = await page.request.post('/api/wishlist', {
    data: { item_code: 'ANY', action: 'add' },
    headers: { Origin: 'https://evil.example' },
    failOnStatusCode: false,
  });
  expect(res.status()).toBe(403);
});

test('pages treat hostile query strings and paths as ordinary input', async ({ request }) => {
  test.setTimeout(120_000);
  for (const value of CORPUS.slice(0, 14)) {
    const v = encodeURIComponent(asText(value)).slice(0, 3000);
    const shop = await request.get(
      `/shop?search_term=${v}&category=${v}&page=${v}&per_page=${v}&min_price=${v}&order_by=${v}&view=${v}`,
    );
    expect(shop.status(), `shop ${v.slice(0, 80)}`).toBeLessThan(500);
    const html = await shop.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
    const product = await request.get(`/product/fullwidth/${v.slice(0, 300) || 'x'}`);
    expect([404, 308, 200]).toContain(product.status());
  }
});
