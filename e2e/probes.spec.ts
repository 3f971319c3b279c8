import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, SHOP_URL, signInContext } from './support/backend';
import { REVALIDATE_SECRET } from '../playwright.config';

/**
 * One probe for each hole found in the storefront's edges (docs/operations.md): each one fails when
 * its guard is taken out. Limits count per shopper IP: the journeys' storefront trusts one proxy
 * hop, so a probe picks its own address with X-Forwarded-For and starts with an empty count.
 */
const freshIp = () => `203.0.113.${randomInt(1, 255)}`;

test.describe('open redirect', () => {
  for (const next of [
    '%2F.%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example%2Fpages',
    '%2Fa%2F..%2F%2Fevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ]) {
    test(`/api/account/expired?next=${next} stays on the shop`, async ({ request, context }) => {
      for (const signedIn of [true, false]) {
        if (signedIn) await signInContext(context);
        else await context.clearCookies();
        const res = await (signedIn ? context.request : request).get(`/api/account/expired?next=${next}`, {
          maxRedirects: 0,
        });
        expect(res.status()).toBe(303);
        const location = res.headers()['location'] ?? '';
        // Relative, and resolving to this shop whatever host the server thinks it has.
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, SHOP_URL).origin).toBe(SHOP_URL);
        expect(location).not.toContain('evil.example/');
      }
    });
  }
});

test.describe('malformed escapes in paths', () => {
  for (const path of [
    '/api/orders/%25E0%25A4/invoice',
    '/api/orders/%25/invoice',
    '/pages/orders/%25E0',
    '/pages/orders/%25',
  ]) {
    test(`${path} is a clean 404, not a 500`, async ({ context }) => {
      await signInContext(context);
      const res = await context.request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      expect(await res.text()).not.toMatch(/URIError|at [\w.<>]+ \(.*:\d+:\d+\)/);
    });
  }
});

test('an API address that cannot be decoded is a clean 400, not a 500', async ({ context }) => {
  await signInContext(context);
  for (const path of ['/api/reviews/%E0', '/api/orders/%E0%A4/invoice', '/api/texts/%E0?locale=en']) {
    const res = await context.request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.text()).not.toMatch(/URIError/);
  }
});

test.describe('request bodies over 64 KB', () => {
  const big = JSON.stringify({ lines: [{ sku: 'x'.repeat(100 * 1024), qty: 1, price: 1 }], country: 'IT' });

  test('the quote answers 413 without reading them', async ({ request }) => {
    const res = await request.post('/api/checkout/quote', {
      data: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status()).toBe(413);
  });

  test('the wishlist answers 413 to a signed-in shopper', async ({ context }) => {
    await signInContext(context);
    const res = await context.request.post('/api/wishlist', {
      data: big,
      headers: { 'Content-Type': 'application/json', Origin: SHOP_URL },
    });
    expect(res.status()).toBe(413);
  });

  test('revalidation answers 413 even with the secret', async ({ request }) => {
    const res = await request.post('/api/revalidate', {
      data: big,
      headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    });
    expect(res.status()).toBe(413);
  });

  test('a server action refuses them too, and the form still works after', async ({ request }) => {
    // The contact form's action, by the id the build gave it.
    const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { exportedName?: string }>;
    };
    const action = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'sendContact')?.[0];
    expect(action).toBeTruthy();
    const post = (message: string) =>
      request.post('/pages/contact-us', {
        headers: {
          'Next-Action': action!,
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: SHOP_URL,
          Accept: 'text/x-component',
        },
        data: JSON.stringify([{ full_name: 'Mario Rossi', email: 'mario@example.com', subject: 'Orari', message }]),
      });
    expect((await post('x'.repeat(100 * 1024))).status()).toBe(413);
    // A form-sized body reaches the action, which answers as it always does.
    const normal = await post('');
    expect(normal.status()).toBe(200);
    expect(await normal.text()).toContain('"reason":"invalid"');
  });

  test('a server action sent in chunks, with no length announced, is refused before it is read', async () => {
    const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { exportedName?: string }>;
    };
    const action = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'sendContact')?.[0];
    expect(action).toBeTruthy();
    // Playwright's request client always sends a Content-Length: node's http sends chunks.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${SHOP_URL}/pages/contact-us`, {
        method: 'POST',
        headers: {
          'Next-Action': action!,
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: SHOP_URL,
          Accept: 'text/x-component',
          'Transfer-Encoding': 'chunked',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(
        JSON.stringify([
          { full_name: 'Mario Rossi', email: 'mario@example.com', subject: 'Orari', message: 'x'.repeat(100 * 1024) },
        ]),
      );
      req.end();
    });
    expect(status).toBe(411);
  });
});

test('a session JWT signed with a guessed secret opens no account page', async ({ page, context }) => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    email: DEMO_USER.email,
    user: DEMO_USER.email,
    sub: DEMO_USER.email,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  for (const guess of ['secret', 'demo_secret', 'bottega', '']) {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    const forged = `${unsigned}.${createHmac('sha256', guess).update(unsigned).digest('base64url')}`;
    await context.clearCookies();
    await context.addCookies([{ name: 'shop_session', value: forged, url: SHOP_URL, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/pages/account');
    await expect(page).toHaveURL(/\/pages\/login/);
    await expect(page.getByRole('main')).not.toContainText(DEMO_USER.last_name);
  }
});

test.describe('per-client limits', () => {
  async function signInOnce(page: Page, email: string, password: string) {
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  test('one password tried against many accounts is stopped with a "try again in N minutes", and no account is locked', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const attacker = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } });
    const page = await attacker.newPage();
    await page.goto('/pages/login');
    const alert = page.getByRole('main').getByRole('alert');
    // Ten tries (the limit) get the back-end's answer, each for a different account.
    for (let i = 0; i < 10; i += 1) {
      await signInOnce(page, i === 0 ? DEMO_USER.email : `guess.${i}.${Date.now()}@example.com`, 'Password123?');
      await expect(alert).toHaveText('The email address or the password is not correct.');
    }
    // The eleventh, even with the right password, is stopped before the back-end.
    await signInOnce(page, DEMO_USER.email, DEMO_USER.password);
    await expect(alert).toContainText(/wait 1[45] minutes/);
    await expect(page).toHaveURL(/\/pages\/login/);
    await attacker.close();

    // The real customer, from their own address, signs in at once.
    const customer = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } });
    const own = await customer.newPage();
    await own.goto('/pages/login');
    await signInOnce(own, DEMO_USER.email, DEMO_USER.password);
    await expect(own).not.toHaveURL(/\/pages\/login/);
    await customer.close();
  });

  test('quotes and coupon tries answer 429 with how long to wait', async ({ playwright }) => {
    const client = await playwright.request.newContext({
      baseURL: SHOP_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': freshIp() },
    });
    const body = { lines: [{ sku: 'NO-SUCH-SKU', qty: 1, priceCents: 100 }], country: 'IT', coupon: 'GUESS' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await client.post('/api/checkout/quote', { data: { ...body, coupon: `GUESS${i}` } })).status());
    expect(statuses.slice(0, 30)).not.toContain(429);
    const refused = await client.post('/api/checkout/quote', { data: body });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(60);
    expect(await refused.json()).toMatchObject({ error: 'rate-limited' });
    await client.dispose();
  });
});

test.describe('revalidation of tags', () => {
  const revalidate = (request: import('@playwright/test').APIRequestContext, tags: string[]) =>
    request.post('/api/revalidate', { data: { tags }, headers: { 'x-revalidate-secret': REVALIDATE_SECRET } });

  test('a tag nothing was stored under answers 404 and is named', async ({ request }) => {
    const res = await revalidate(request, ['no-such-tag']);
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ unknown: ['no-such-tag'] });
  });

  test('known tags are revalidated and the unknown ones are listed', async ({ request }) => {
    const res = await revalidate(request, ['menu', 'prodcut:typo']);
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ revalidated: ['menu'], unknown: ['prodcut:typo'] });
  });
});
