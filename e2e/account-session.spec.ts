import { expect, test } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { freshShopper, quietPopups, registerShopper } from './support/accounts';
import { field, signInOnPage, userLink } from './support/account-page';

/** Where a shopper without a valid session is sent, and the header's sign-in popup. */

test.beforeEach(async ({ context }) => quietPopups(context));

test.describe('account sessions', () => {
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
    const token = (payload: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.forged-signature`;
    // Forged: the back-end crashes with a bare 500 AttributeError, which must still mean "signed out".
    // Expired: the storefront itself no longer sends it.
    for (const value of [
      token({ sub: 'x', email: 'mario.rossi@example.com' }),
      token({ email: 'mario.rossi@example.com', exp: Math.floor(Date.now() / 1000) - 60 }),
    ]) {
      await context.addCookies([{ name: 'shop_session', value, url: SHOP_URL, httpOnly: true }]);
      await page.goto('/pages/wishlist');
      await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Fwishlist&expired=1$/);
      await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'shop_session')).toBeUndefined();
    }
  });

  test('a name left in the browser after the session ended disappears on the sign-in page', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'auth',
          JSON.stringify({
            state: { user: { first_name: 'Stale', last_name: 'Name', email: 'stale@example.com' } },
            version: 1,
          }),
        );
      }
    });
    await page.goto('/pages/account');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fpages%2Faccount$/);
    await expect(userLink(page, 'Sign In / Register')).toBeVisible();
    // The server's markup already says "Sign In"; the browser forgets the name once it has looked.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.state?.user ?? null))
      .toBeNull();
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
    await expect(
      page.getByRole('dialog', { name: 'Create an account' }).getByRole('textbox', { name: 'First name' }),
    ).toBeVisible();
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

  test('the popup reads its texts when it opens, and without them the sign-in page opens', async ({
    page,
    request,
  }) => {
    // Not in every page: a page's HTML carries none of the dialog's texts.
    const html = await (await request.get('/pages/about-us')).text();
    expect(html).not.toContain('Sign in to your account');
    const texts = await request.get('/api/texts/sign-in?locale=it');
    expect(texts.status()).toBe(200);
    expect(JSON.stringify(await texts.json())).toContain('Accedi al tuo account');
    expect((await request.get('/api/texts/sign-in?locale=xx')).status()).toBe(400);
    expect((await request.get('/api/texts/constructor?locale=it')).status()).toBe(404);

    await page.route('**/api/texts/sign-in?*', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/pages/about-us');
    await userLink(page, 'Sign In / Register').click();
    await expect(page).toHaveURL(/\/pages\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
