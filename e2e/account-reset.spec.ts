import { expect, test } from '@playwright/test';
import { outbox } from './support/backend';
import { freshShopper, quietPopups, registerShopper } from './support/accounts';
import { field, formAlert, signInOnPage } from './support/account-page';

/** The password reset, from the forgotten-password form through the e-mail's link. */

test.beforeEach(async ({ context }) => quietPopups(context));

test.describe('password reset', () => {
  test('reset a forgotten password through the /pages/update-password link in the e-mail', async ({ page }) => {
    // The back-end allows 3 reset requests per hour per client IP, and every journey here comes
    // from one address: this is the only journey that asks, and it spends the budget in order.
    const shopper = freshShopper('reset');
    await registerShopper(shopper);
    await page.goto('/pages/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page).toHaveURL(/\/pages\/forgot-password$/);
    await field(page, 'Email address').fill(shopper.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText(`If an account exists for ${shopper.email}`)).toBeVisible();

    const [mail] = await outbox(shopper.email);
    const link = new URL(mail?.links?.[0] ?? 'http://missing/');
    expect(link.pathname, 'reset link in the outbox').toBe('/pages/update-password');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await field(page, 'New password').fill('Reimpostata-2026');
    await field(page, 'Confirm the new password').fill('Reimpostata-2027');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(field(page, 'Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    // Long enough for the form, too weak for the back-end's policy (400).
    await field(page, 'New password').fill('abcdefgh');
    await field(page, 'Confirm the new password').fill('abcdefgh');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(formAlert(page)).toContainText('Choose a stronger password');
    await field(page, 'New password').fill('Reimpostata-2026');
    await field(page, 'Confirm the new password').fill('Reimpostata-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // The link works once (410), and offers to ask again; the older form of the link leads here too.
    await page.goto(`/pages/forgot-password${link.search}`);
    await expect(page).toHaveURL(/\/pages\/update-password\?key=/);
    await field(page, 'New password').fill('Altra-Password-1');
    await field(page, 'Confirm the new password').fill('Altra-Password-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(formAlert(page)).toContainText('This reset link has expired or has already been used.');
    await formAlert(page).getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/pages\/forgot-password$/);

    // An unknown address reads exactly like a known one (the back-end's 404 stays on the server).
    const ghost = `ghost.${Date.now()}@example.com`;
    await field(page, 'Email address').fill(ghost);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText(`If an account exists for ${ghost}`)).toBeVisible();

    await page.goto('/pages/login');
    await signInOnPage(page, shopper.email, 'Reimpostata-2026');
    await expect(page).toHaveURL(/\/pages\/account$/);

    // The third request of the hour still goes; the fourth is asked to wait.
    for (const [n, expected] of [
      [3, `If an account exists for ${shopper.email}`],
      [4, 'several reset links in a short time'],
    ] as const) {
      await page.goto('/pages/forgot-password');
      await field(page, 'Email address').fill(shopper.email);
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByRole('main').getByText(expected), `request ${n}`).toBeVisible();
    }
  });
});

test('the forgotten-password page is prerendered, and a reset link of the older form goes on with its key', async ({
  request,
}) => {
  await request.get('/pages/forgot-password');
  const page = await request.get('/pages/forgot-password');
  expect(page.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  expect(await page.text()).not.toContain('aria-busy="true"');

  const old = await request.get('/pages/forgot-password?key=abc%2F123', { maxRedirects: 0 });
  expect(old.status()).toBe(307);
  const to = new URL(old.headers().location!, 'http://shop.test');
  expect(to.pathname).toBe('/pages/update-password');
  expect(to.searchParams.get('key')).toBe('abc/123');
  // A blank key is no reset link: the page itself.
  expect((await request.get('/pages/forgot-password?key=%20', { maxRedirects: 0 })).status()).toBe(200);
});
