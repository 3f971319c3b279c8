import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, SHOP_URL } from './support/backend';
import { inStockItems, seedCart } from './support/checkout';

/** Collects the current page's Content-Security-Policy violations (the policy is enforced, so each one is something that did not run). */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Headers every response carries, and what they must say (docs/operations.md, "Deployment"). */
test.describe('security headers', () => {
  for (const path of ['/', '/shop', '/pages/cart', '/no-such-page']) {
    test(`${path} carries a strict policy`, async ({ request }) => {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '';
      // Scripts only from our origin, Stripe's and the tag manager's (loaded after consent).
      expect(
        scriptSrc
          .split(/\s+/)
          .slice(1)
          .filter(
            (s) =>
              !["'self'", "'unsafe-inline'", 'https://js.stripe.com', 'https://www.googletagmanager.com'].includes(s),
          ),
      ).toEqual([]);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['strict-transport-security']).toContain('max-age=');
      expect(h['x-powered-by']).toBeUndefined();
    });
  }

  test('a back-end file opened directly cannot run scripts', async ({ request }) => {
    const listing = await request.get('/api/search?q=trapano');
    const body = (await listing.json()) as { items?: Array<{ image?: string | null }> } | unknown;
    const image = JSON.stringify(body).match(/\/files\/[\w/.-]+\.svg/)?.[0];
    // The seeded catalogue has SVG pictures: without one this test would check nothing.
    expect(image).toBeTruthy();
    const res = await request.get(image!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toContain('sandbox');
  });

  test('paths outside the files folder are refused by the files route', async ({ request }) => {
    expect((await request.get('/files/..%2f..%2fetc%2fpasswd')).status()).toBe(404);
    expect((await request.get('/files/invoices/SO-0001.pdf')).status()).toBe(404);
  });

  test('the policy blocks nothing the shop itself runs while a shopper fills its forms', async ({ page }) => {
    const violations = await watchPolicy(page);
    await seedCart(
      page,
      (await inStockItems({ count: 1 })).map((i) => ({ ...i, qty: 1 })),
      '/pages/pay',
    );
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);
    await page.goto('/pages/contact-us');
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);
  });
});

/** The journeys run the production build (NODE_ENV=production), where the session cookie is Secure. */
test('signing in sets a session cookie that is Secure, httpOnly and SameSite=Lax', async ({ page, context }) => {
  await page.goto('/pages/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email address', exact: true }).fill(DEMO_USER.email);
  await main.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_USER.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
  const session = (await context.cookies(SHOP_URL)).find((cookie) => cookie.name === 'shop_session');
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
});
