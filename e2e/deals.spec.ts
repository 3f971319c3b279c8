import { expect, test } from '@playwright/test';
import { total as listedTotal } from './support/listing-page';

/** The shop's promos lead to the products on sale, and promise no deadline the back-end does not set. */
test.describe('deals lead to the products on sale', () => {
  test('the weekly deal opens the on-sale listing and shows no countdown', async ({ page }) => {
    await page.goto('/shop');
    const all = await listedTotal(page);
    await page.goto('/');
    const deal = page.getByRole('region', { name: 'Up to 40% off selected items' });
    await deal.scrollIntoViewIfNeeded();
    await expect(deal.getByRole('timer')).toHaveCount(0);
    await deal.getByRole('link', { name: 'Shop the deals' }).click();
    await expect(page).toHaveURL(/\/shop\/on_sale=true$/);
    await expect(page.getByRole('link', { name: 'Remove filter On sale' })).toBeVisible();
    // Only the products on sale are listed. (On the real back-end a card shows its sale price alone:
    // without the 30-day lowest price no reduction may be announced.)
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    const sale = await listedTotal(page);
    expect(sale).toBeGreaterThan(0);
    expect(sale).toBeLessThan(all);
  });

  test('the header promo opens the on-sale listing', async ({ page }) => {
    await page.goto('/pages/about-us');
    await page.getByRole('link', { name: 'Up to 40% OFF on Selected Items' }).click();
    await expect(page).toHaveURL(/\/shop\/on_sale=true/);
    await expect(page.getByRole('link', { name: 'On sale', exact: true })).toHaveAttribute('aria-current', 'true');
  });
});
