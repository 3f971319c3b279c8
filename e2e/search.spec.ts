import { expect, test } from '@playwright/test';
import { openListing } from './support/listing-page';

/** Finding things by words: promo tabs, the header's search suggestions. */
test.describe('promo tabs', () => {
  test('a promo link opens a search tab named by its text, or activates the tab of its route', async ({ page }) => {
    await openListing(page);
    const tabs = page.getByRole('navigation', { name: 'Your searches' });
    await page.getByRole('link', { name: 'Stagione del giardino: tutto per il tuo verde' }).click();
    await expect(page).toHaveURL(/\/shop\/category=Giardino$/);
    await expect(tabs.getByRole('link', { name: /^Stagione del giardino/ })).toHaveAttribute('aria-current', 'page');
    // The sale promo leads to the products on sale, a listing of its own: another tab.
    await page.getByRole('link', { name: 'Fino al 40% di sconto su articoli selezionati' }).click();
    await expect(page).toHaveURL(/\/shop\/on_sale=true$/);
    await expect(tabs.getByRole('link', { name: /^Fino al 40%/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link')).toHaveCount(3);
  });
});

test.describe('header search suggestions', () => {
  test('appear after 3 characters, not after 2, with one request for a quickly typed word', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) requests.push(r.url());
    });
    await openListing(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('tr', { delay: 40 });
    await page.waitForTimeout(1200);
    expect(requests).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();

    await box.pressSequentially('apano', { delay: 40 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await expect(option).toContainText('€');
    await page.waitForTimeout(900);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('q=trapano');
    await expect(option.locator('[lang="it"]')).toHaveCount(1);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });

  test('what a shopper types before the page is ready stays in the box and is suggested', async ({ page }) => {
    // The page's scripts are held, so the box is typed into before React has taken it over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('trapano', { delay: 30 });
    release();
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await expect(box).toHaveValue('trapano');
  });

  test('a suggestion leads to its product', async ({ page }) => {
    await openListing(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('trapano', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    // The back-end's slug keeps its slash: /product/<layout>/det/<name>-<sku>.
    await expect(page).toHaveURL(/\/product\/fullwidth\/det\/[a-z0-9-]+$/);
  });
});

test.describe('a misspelt word', () => {
  test('finds the right products in the suggestions and the results', async ({ page }) => {
    await openListing(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('trapno', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toContainText(/trapano/i);
    await box.press('Enter');
    await expect(page).toHaveURL(/search_term=trapno/);
    await expect(
      page.getByRole('status').filter({ hasText: 'No products match “trapno”: showing results for “trapano”.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('heading'),
    ).toContainText(/trapano/i);
  });
});
