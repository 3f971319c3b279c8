import { expect, test, type Locator, type Page } from '@playwright/test';
import { outbox, SHOP_URL } from './support/backend';
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
import { expectNoSeriousA11yIssues } from './support/axe';

/** Issue 6: sign in, register, password reset, profile, addresses, order history and invoices. */

const header = (page: Page) => page.getByRole('banner');
/** A text or password field by its accessible name (the required marker is aria-hidden); a page means its main content (the footer has a newsletter e-mail field too). */
const field = (scope: Page | Locator, name: string) => ('getByRole' in scope && 'goto' in scope ? scope.getByRole('main') : scope).getByRole('textbox', { name, exact: true });
/** The form's own message (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');
const userLink = (page: Page, name: string | RegExp) => header(page).getByRole('link', { name });

async function signInOnPage(page: Page, email: string, password: string) {
  await field(page, 'Email address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.beforeEach(async ({ context }) => quietPopups(context));

test.describe('accounts', () => {
  test('register, log out, log in: the header shows the name and no script can read the JWT', async ({ page, context }) => {
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

    // Decisions.md: the JWT lives only in the httpOnly cookie.
    const session = (await context.cookies()).find((c) => c.name === 'shop_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const readable = await scriptReadableState(page);
    expect(containsJwt(readable)).toBe(false);
    expect(readable).not.toContain(session!.value);
    expect(readable).not.toContain('shop_session');

    // Logout clears the cookie, the auth record and the saved checkout address.
    await page.evaluate(() => localStorage.setItem('address', JSON.stringify({ state: { address: { city: 'Milano' } }, version: 1 })));
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(userLink(page, 'Sign In / Register')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'shop_session')).toBeUndefined();
    expect(await page.evaluate(() => [JSON.parse(localStorage.getItem('auth') ?? 'null')?.state?.user ?? null, localStorage.getItem('address')])).toEqual([null, null]);

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
    await expect(field(page, 'Current password (optional)')).toHaveAccessibleDescription('Enter your current password to change it.');

    await field(page, 'Current password (optional)').fill('wrong-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(field(page, 'Current password (optional)')).toHaveAccessibleDescription('The current password is not correct.');

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
    await expect(field(page, 'Confirm the new password')).toHaveAccessibleDescription('The two passwords do not match.');
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
    for (const [n, expected] of [[3, `If an account exists for ${shopper.email}`], [4, 'several reset links in a short time']] as const) {
      await page.goto('/pages/forgot-password');
      await field(page, 'Email address').fill(shopper.email);
      await page.getByRole('button', { name: 'Send the reset link' }).click();
      await expect(page.getByRole('main').getByText(expected), `request ${n}`).toBeVisible();
    }
  });

  test('an account page asked for anonymously goes to sign in and comes back after it', async ({ page }) => {
    const shopper = freshShopper('next');
    await registerShopper(shopper);
    await page.goto('/pages/address');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Faddress$/);
    await signInOnPage(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/pages\/address$/);
    await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();

    // A `next` leading off-site is ignored.
    await page.goto('/pages/login?next=//evil.example.com/steal');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('an expired or forged session cookie sends the shopper to sign in and is cleared', async ({ page, context }) => {
    const token = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.forged-signature`;
    // Forged: the back-end crashes with a bare 500 AttributeError, which must still mean "signed out".
    // Expired: the storefront itself no longer sends it.
    for (const value of [token({ sub: 'x', email: 'mario.rossi@example.com' }), token({ email: 'mario.rossi@example.com', exp: Math.floor(Date.now() / 1000) - 60 })]) {
      await context.addCookies([{ name: 'shop_session', value, url: SHOP_URL, httpOnly: true }]);
      await page.goto('/pages/wishlist');
      await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Fwishlist&expired=1$/);
      await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'shop_session')).toBeUndefined();
    }
  });

  test('a name left in the browser after the session ended disappears on the sign-in page', async ({ page, context }) => {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('auth', JSON.stringify({ state: { user: { first_name: 'Stale', last_name: 'Name', email: 'stale@example.com' } }, version: 1 }));
      }
    });
    await page.goto('/pages/account');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Faccount$/);
    await expect(userLink(page, 'Sign In / Register')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.state?.user ?? null)).toBeNull();
  });

  test('the header opens the 525 px login popup and signs in without leaving the page', async ({ page }) => {
    const shopper = freshShopper('modal');
    await registerShopper(shopper);
    await page.goto('/pages/about-us');
    await userLink(page, 'Sign In / Register').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog).toBeVisible();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(525);
    await field(dialog, 'Email address').fill(shopper.email);
    await field(dialog, 'Password').fill(shopper.password);
    // The two forms are tabs; the register tab swaps the form in place.
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an account' }).getByRole('textbox', { name: 'First name' })).toBeVisible();
    await page.getByRole('dialog').getByRole('tab', { name: 'Sign in' }).click();
    await field(dialog, 'Email address').fill(shopper.email);
    await field(dialog, 'Password').fill(shopper.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pages\/about-us$/);
    await expect(userLink(page, `${shopper.first_name} ${shopper.last_name}`)).toBeVisible();

    // Escape closes it and gives focus back.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('auth'));
    await page.reload();
    await userLink(page, 'Sign In / Register').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
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
    for (const path of ['/pages/account', '/pages/orders', `/pages/orders/${orderName}`, '/pages/profile', '/pages/address']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    }
  });
});
