import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';

/**
 * The 404 screen is in the HTML the server sends (app/global-not-found.tsx): a shopper or a
 * crawler without JavaScript reads its texts and follows its links, and the status stays 404.
 */
test.describe('the 404 screen without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    '/no-such-page-here',
    '/shop?category=no-such-category',
    '/product/fullwidth/det/no-such-product-abc-defghi-000001',
    '/product/no-such-layout/det/no-such-product-abc-defghi-000001',
    '/shop/no-such-layout',
    '/pages/single/no-such-page',
    '/pages/single/guide/no-such-post',
    '/det/no-such-thing',
  ]) {
    test(`${path} answers 404 with its texts and links in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
      const usefulLinks = page.getByRole('navigation', { name: 'Useful links' });
      await expect(usefulLinks.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/pages/contact-us');
      // The shop's own header and footer, not a bare document.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    });
  }

  test('in the shopper’s language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: baseURL! }]);
    expect((await page.goto('/no-such-page-here'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1, name: 'Impossibile trovare questa pagina' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contattaci' }).last()).toBeVisible();
  });
});

test('the 404 screen works with JavaScript and has no serious accessibility faults', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  expect((await page.goto('/no-such-page-here'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  expect(errors).toEqual([]);
});
