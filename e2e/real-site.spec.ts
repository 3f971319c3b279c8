import { expect, test, type Page } from '@playwright/test';
import { E2E_MOCK_PORT, E2E_PORT } from '../playwright.config';
import { startMock, startProcess, httpOk } from './support/processes';
import { euro, listingCall } from './support/catalogue';
import { mockAt } from './support/backend';
import { freshShopper, placeTransferOrderAt, registerAt } from './support/mock-shopper.mjs';
import {
  backendOrders,
  fillCheckout,
  inStockItems,
  paymentRequestAmount,
  seedCart,
  summaryReady,
  uniqueEmail,
} from './support/checkout';

/**
 * The shop on sites set up as real ones are (docs/backend.md "what running the real apps showed"):
 * no Customer named Guest, ERPNext 15.70's broken payment_request, reviews switched off, the FAQ's
 * Help Articles forbidden and no default Letter Head. The mock answers each as the real apps did
 * (MOCK_SITE, POST /__mock/site); this file runs its own mock and storefront (its own copy of the
 * build, made before any journey renders a page), so switching the site never disturbs other
 * journeys. Ports follow the journeys' own (3662/8662 with the defaults).
 */
const MOCK_PORT = E2E_MOCK_PORT + 562;
const SHOP_PORT = E2E_PORT + 562;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const SHOP = `http://localhost:${SHOP_PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SHOP });

const stops: Array<() => void> = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const mock = await startMock(MOCK_PORT, 'mock-backend/data/e2e-real-site');
  stops.push(mock.stop);
  // Its copy of the build is made by playwright.config.ts before any journey renders a page.
  const shop = await startProcess(
    process.execPath,
    ['scripts/start.mjs'],
    {
      PORT: String(SHOP_PORT),
      BACKEND_URL: MOCK,
      BACKEND_API_KEY: 'demo_key',
      BACKEND_API_SECRET: 'demo_secret',
      SITE_URL: SHOP,
      NEXT_DIST_DIR: '.next-real-site',
      NEXT_TELEMETRY_DISABLED: '1',
      TRUSTED_PROXY_HOPS: '1',
      RATE_LIMIT_ALLOW: '127.0.0.1,::1',
    },
    httpOk(`${SHOP}/robots.txt`),
    180_000,
  );
  stops.push(shop.stop);
});

test.afterAll(() => {
  for (const stop of stops.reverse()) stop();
});

async function site(conditions: string[]) {
  const res = await fetch(`${MOCK}/__mock/site`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conditions }),
  });
  expect(res.ok).toBe(true);
}

/** Nothing of the back-end's traceback or exception names reaches a page. */
async function expectNoBackendInternals(page: Page) {
  const html = await page.content();
  expect(html).not.toMatch(/Traceback|AttributeError|NameError|DoesNotExistError|payment\.py|pdf\.py/);
  await expect(page.getByText('We could not reach the shop’s server', { exact: false })).toHaveCount(0);
}

test('a guest on a site without the Customer "Guest" is asked for an account, orders with it, and the invoice says it cannot be printed', async ({
  page,
  context,
}) => {
  await site(['no-guest-customer']);
  const email = uniqueEmail('no-guest');
  const [a] = await inStockItems({ count: 1, mockUrl: MOCK });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await summaryReady(page);
  await fillCheckout(page, { email });
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'To order, this shop needs an account.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Create an account with these details' })).toBeChecked();
  await expectNoBackendInternals(page);
  expect(await backendOrders(email, MOCK)).toHaveLength(0);

  await page.getByRole('main').getByLabel('Password').fill('Sicura-2026!');
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  const [order] = await backendOrders(email, MOCK);
  expect(order).toMatchObject({ user_email: email, status: 'To Pay' });

  // The next guest is told before the last click.
  const guest = await context.browser()!.newPage({ baseURL: SHOP });
  await seedCart(guest, [{ ...a!, qty: 1 }], '/pages/pay');
  await expect(guest.getByText('To order on this shop you need an account', { exact: false })).toBeVisible();
  await expect(guest.getByRole('checkbox', { name: 'Create an account with these details' })).toBeChecked();
  await guest.close();

  // The new account's order: its invoice, on a site with no default Letter Head.
  await site(['no-guest-customer', 'no-letter-head']);
  await page.goto(`/api/orders/${encodeURIComponent(order!.name)}/invoice`);
  await expect(page).toHaveURL(new RegExp(`/pages/orders/${order!.name}\\?invoice=unavailable$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'The invoice cannot be printed at the moment.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Download the invoice/ })).toHaveCount(0);
  await expectNoBackendInternals(page);
});

test('on ERPNext 15.70 a bank transfer order is finished with stock ERPNext, once, at the total shown', async ({
  page,
}) => {
  await site(['no-guest-customer', 'erpnext-15.70']);
  const email = uniqueEmail('erpnext-1570');
  const [a] = await inStockItems({ count: 1, mockUrl: MOCK });
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await summaryReady(page);
  await fillCheckout(page, { email });
  await page.getByRole('main').getByLabel('Password').fill('Sicura-2026!');
  const shown = (await page.locator('[data-total] dd').textContent())!;
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
  await expectNoBackendInternals(page);

  const orders = await backendOrders(email, MOCK);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'To Pay', payment_method: 'transfer' });
  expect(euro((await paymentRequestAmount(orders[0]!.name, MOCK))!)).toBe(shown);
  await expect(page.getByText(orders[0]!.name).first()).toBeVisible();

  // While the failure is remembered, the checkout offers only what the stock way can finish.
  await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
  await summaryReady(page);
  await expect(page.getByRole('radio', { name: 'Bank transfer (Bonifico)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Card/ })).toHaveCount(0);
});

test('reviews switched off and a FAQ the API user may not read each get their designed message', async ({ page }) => {
  await site(['reviews-off', 'no-help-roles']);
  const { body } = await listingCall<{ message: { products: Array<{ slug: string }> } }>(
    { page: 1, per_page: 1 },
    MOCK,
  );
  await page.goto(`/product/fullwidth/${body.message.products[0]!.slug}#reviews`);
  const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
  await expect(panel.getByText('This shop does not publish customer reviews at the moment.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Submit|Post/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /Log in|Sign in/ })).toHaveCount(0);

  await page.goto('/pages/single/faq');
  await expect(page.getByRole('heading', { name: 'Our answers are not available here yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact us|Write to us/ }).first()).toBeVisible();
  await expectNoBackendInternals(page);
});

test('a site with no outgoing e-mail account cannot record a withdrawal: the page says how else to withdraw', async ({
  page,
}) => {
  await site(['no-email-account']);
  const shopper = freshShopper('withdraw-no-mail');
  const jwt = await registerAt(mockAt(MOCK), shopper);
  const [a] = await inStockItems({ count: 1, mockUrl: MOCK });
  const order = await placeTransferOrderAt(mockAt(MOCK), shopper, jwt, { item_code: a!.sku, qty: 1, rate: a!.price });
  await page.goto('/pages/withdrawal');
  await page.getByLabel('Your name').fill('Giulia Bianchi');
  await page.getByLabel('Order number').fill(order);
  await page.getByLabel('E-mail address of the order').fill(shopper.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'We could not record your withdrawal online' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('link', { name: /Write to/ })).toHaveAttribute('href', /^mailto:/);
  await expect(fallback.getByRole('link', { name: 'Use the model withdrawal form' })).toHaveAttribute(
    'href',
    '#model-form',
  );
  await expect(page.getByRole('heading', { name: 'Model withdrawal form' })).toBeVisible();
  await expectNoBackendInternals(page);
});
