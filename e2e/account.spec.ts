import { expect, test } from '@playwright/test';
import {
  containsJwt,
  freshShopper,
  inStockProducts,
  placeOrder,
  registerShopper,
  scriptReadableState,
  quietPopups,
  signInAs,
  type Shopper,
} from './support/accounts';
import { field, formAlert, signInOnPage, userLink } from './support/account-page';
import { expectNoSeriousA11yIssues } from './support/axe';

/** Sign in, register, account details; the reset and the session's edges have their own files. */

test.beforeEach(async ({ context }) => quietPopups(context));

test.describe('accounts', () => {
  test('register, log out, log in: the header shows the name and no script can read the JWT', async ({
    page,
    context,
  }) => {
    const shopper = freshShopper('register');
    await page.goto('/pages/register');
    await field(page, 'First name').fill(shopper.first_name);
    await field(page, 'Last name').fill(shopper.last_name);
    await field(page, 'Email address').fill(shopper.email);
    await field(page, 'Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/pages\/account$/);
    await expect(page.getByText(`Hello ${shopper.first_name}!`)).toBeVisible();
    await expect(userLink(page, `${shopper.first_name} ${shopper.last_name}`)).toBeVisible();

    // The JWT lives only in the httpOnly cookie (docs/decisions.md).
    const session = (await context.cookies()).find((c) => c.name === 'shop_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const readable = await scriptReadableState(page);
    expect(containsJwt(readable)).toBe(false);
    expect(readable).not.toContain(session!.value);
    expect(readable).not.toContain('shop_session');

    // Logout clears the cookie, the auth record and the saved checkout address.
    await page.evaluate(() =>
      localStorage.setItem('address', JSON.stringify({ state: { address: { city: 'Milano' } }, version: 1 })),
    );
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(userLink(page, 'Sign In / Register')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'shop_session')).toBeUndefined();
    expect(
      await page.evaluate(() => [
        JSON.parse(localStorage.getItem('auth') ?? 'null')?.state?.user ?? null,
        localStorage.getItem('address'),
      ]),
    ).toEqual([null, null]);

    await page.goto('/pages/login');
    await signInOnPage(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/pages\/account$/);
    await expect(userLink(page, `${shopper.first_name} ${shopper.last_name}`)).toBeVisible();
    const afterLogin = await scriptReadableState(page);
    expect(containsJwt(afterLogin)).toBe(false);
  });

  test('a wrong password and an unknown account read the same message', async ({ page }) => {
    const shopper = freshShopper('credentials');
    await registerShopper(shopper);
    await page.goto('/pages/login');
    await signInOnPage(page, shopper.email, 'not-the-password');
    await expect(formAlert(page)).toHaveText('The email address or the password is not correct.');
    // The back-end answers 404 for an unknown account: the shopper cannot tell.
    await field(page, 'Email address').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(formAlert(page)).toHaveText('The email address or the password is not correct.');
    await expect(page).toHaveURL(/\/pages\/login/);
  });

  test('change the password in account details, then sign in with the new one', async ({ page, context }) => {
    test.setTimeout(90_000);
    const shopper = freshShopper('password');
    await signInAs(context, shopper, await registerShopper(shopper));
    await page.goto('/pages/profile');
    await expect(page.getByRole('heading', { name: 'Account details', level: 1 })).toBeVisible();
    await expect(field(page, 'Email address')).toHaveValue(shopper.email);

    // A new password without the current one is refused next to the field.
    await field(page, 'New password (optional)').fill('Nuova-Password-1');
    await field(page, 'Confirm the new password (optional)').fill('Nuova-Password-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(field(page, 'Current password (optional)')).toHaveAccessibleDescription(
      'Enter your current password to change it.',
    );

    await field(page, 'Current password (optional)').fill('wrong-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(field(page, 'Current password (optional)')).toHaveAccessibleDescription(
      'The current password is not correct.',
    );

    await field(page, 'First name').fill('Giuliana');
    await field(page, 'Current password (optional)').fill(shopper.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your account details and your new password have been saved.').first()).toBeVisible();
    await expect(userLink(page, `Giuliana ${shopper.last_name}`)).toBeAttached();

    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/pages/login');
    await signInOnPage(page, shopper.email, shopper.password);
    await expect(formAlert(page)).toHaveText('The email address or the password is not correct.');
    await field(page, 'Password').fill('Nuova-Password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/account$/);
    await expect(page.getByText('Hello Giuliana!')).toBeVisible();
  });

  test('no serious accessibility problems on login, account and orders', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto('/pages/login');
    await expectNoSeriousA11yIssues(page);
    const shopper: Shopper = freshShopper('axe');
    const jwt = await registerShopper(shopper);
    const [product] = await inStockProducts(1);
    const orderName = await placeOrder(shopper, jwt, product!.variants.find((v) => v.stock > 2)?.sku ?? product!.sku);
    await signInAs(context, shopper, jwt);
    for (const path of [
      '/pages/account',
      '/pages/orders',
      `/pages/orders/${orderName}`,
      '/pages/profile',
      '/pages/address',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  });
});
