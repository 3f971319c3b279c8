import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { freshShopper, quietPopups, registerShopper } from './support/accounts';
import { field } from './support/account-page';

/**
 * Forms cost nothing until used: zod and the form checks arrive when the shopper first focuses a
 * field; before that the browser's own checks speak the shop's language, and a form sent early
 * waits for its checks instead of failing.
 */

test.beforeEach(async ({ context }) => quietPopups(context));

/** zod's own issue code: present in any script that carries the schema library. */
const ZOD_MARK = 'invalid_type';

async function settled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the sign-in form fetches its checks when a field is first focused, not with the page', async ({ page }) => {
  await settled(page, '/pages/login');
  const arrived: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text()).includes(ZOD_MARK)) arrived.push(response.url());
  });
  await field(page, 'Email address').focus();
  await expect.poll(() => arrived.length, { message: 'a script with zod after the first focus' }).toBeGreaterThan(0);
});

test('a sign-in sent before its checks have arrived waits for them and signs in', async ({ page }) => {
  const shopper = freshShopper('early');
  await registerShopper(shopper);
  await settled(page, '/pages/login');
  // Scripts asked for from now on take their time, as on a slow phone line.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await field(page, 'Email address').fill(shopper.email);
  await field(page, 'Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/account$/, { timeout: 15_000 });
});

for (const [locale, send, name, message] of [
  ['it', 'Invia il messaggio', 'Nome e cognome', 'Inserisci il tuo nome.'],
  ['sk', 'Odoslať správu', 'Meno a priezvisko', 'Zadajte svoje meno.'],
] as const) {
  test(`an empty contact form is refused in the shopper's language (${locale}) even if its checks never arrive`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
    await settled(page, '/pages/contact-us');
    // Scripts asked for from now on never come (a failed one could make the page reload itself).
    await page.route('**/_next/static/chunks/**/*.js', () => new Promise<void>(() => {}));
    await page.getByRole('button', { name: send }).click();
    const nameField = field(page, name);
    await expect(nameField).toHaveAccessibleDescription(message);
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    if (process.env.SHOTS_DIR) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('main').screenshot({ path: `${process.env.SHOTS_DIR}/contact-${locale}-${width}.png` });
      }
    }
  });
}
