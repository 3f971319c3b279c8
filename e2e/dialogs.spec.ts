import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../lib/storage-keys';
import { openListing, products } from './support/listing-page';

/**
 * The shop's one dialog (the native <dialog>, components/ui/dialog.tsx) in each of its uses:
 * Escape closes it and the focus goes back to what opened it, the backdrop closes it, the page
 * behind does not scroll. The login modal and the lightbox have the same checks in
 * account.spec.ts and product.spec.ts; the newsletter popup in home.spec.ts.
 */
test.beforeEach(async ({ context }) => {
  // The newsletter popup would cover the page: count it as already shown.
  await context.addInitScript(
    ([versionKey, version, popupKey]) => {
      localStorage.setItem(versionKey, version);
      if (!localStorage.getItem(popupKey))
        localStorage.setItem(popupKey, JSON.stringify({ state: { status: 'shown', at: 0 }, version: 1 }));
    },
    [STORAGE_VERSION_KEY, STORAGE_VERSION, STORAGE_KEYS.newsletterPopup] as const,
  );
});

async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveJSProperty('tagName', 'DIALOG');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the quick view closes on Escape, gives the focus back to its button, and reads the whole product over GET /api/product', async ({
  page,
}) => {
  await openListing(page);
  const opener = products(page).first().getByRole('button', { name: 'Quick view' });
  const read = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/product');
  await opener.click();
  const request = await read;
  expect(new URL(request.url()).searchParams.get('locale')).toBe('en');
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toContain('public');
  await expectEscapeReturnsFocus(page, page.getByRole('dialog'), opener);
});

test('the quick view closes on a backdrop click, and the page behind does not scroll while it is open', async ({
  page,
}) => {
  await openListing(page);
  await products(page).first().getByRole('button', { name: 'Quick view' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  // Tab never reaches the page behind: it is inert while the dialog is open.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          !document.activeElement ||
          document.activeElement === document.body ||
          !!document.activeElement.closest('dialog'),
      ),
    ).toBe(true);
  }
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the mini cart closes on Escape and gives the focus back to the cart button', async ({ page }) => {
  await openListing(page);
  const opener = page.getByRole('button', { name: /^Cart, / }).first();
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yIssues(page, { include: 'dialog[open]', label: 'mini cart' });
  await expectEscapeReturnsFocus(page, drawer, opener);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu closes on Escape and gives the focus back to Categories', async ({ page }) => {
    await page.goto('/');
    const opener = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Categories' });
    await opener.click();
    await expectEscapeReturnsFocus(page, page.getByRole('dialog', { name: 'Categories' }), opener);
  });
});
