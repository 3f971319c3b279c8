import { expect, test } from '@playwright/test';
import { listingCall } from './support/catalogue';
import { filters, openListing, total } from './support/listing-page';

/** The sidebar's "show only" switches and the brand facet, with the keyboard and in the mobile drawer. */
test.describe('on sale, in stock and brand filters', () => {
  test('"On sale" and "In stock" narrow the listing from the keyboard, show as chips and come off again', async ({
    page,
  }) => {
    await openListing(page);
    const all = await total(page);
    const onSale = filters(page).getByRole('link', { name: 'On sale', exact: true });
    await onSale.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/on_sale=true$/);
    await expect(filters(page).getByRole('link', { name: 'On sale', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Remove filter On sale' })).toBeVisible();
    const sale = await total(page);
    expect(sale).toBeLessThan(all);
    expect(sale).toBeGreaterThan(0);

    const inStock = filters(page).getByRole('link', { name: 'In stock', exact: true });
    await inStock.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/on_sale=true\/in_stock=true$/);
    const { body } = await listingCall<{ message: { totalCount: number } }>({
      min_discount_value: '0.01',
      is_in_stock: '1',
      per_page: 1,
    });
    await expect.poll(() => total(page)).toBe(body.message.totalCount);

    await page.getByRole('link', { name: 'Remove filter On sale' }).click();
    await expect(page).toHaveURL(/\/shop\/in_stock=true$/);
    await expect(filters(page).getByRole('link', { name: 'On sale', exact: true })).not.toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the brand is its own section, first among the features, with a chip named "Brand"', async ({ page }) => {
    await openListing(page, '/shop?category=Materiale-elettrico%2CLampadine');
    const sections = filters(page).getByRole('region');
    const names = await sections.evaluateAll((nodes) => nodes.map((n) => n.querySelector('h2')?.textContent ?? ''));
    expect(names.slice(0, 3)).toEqual(['Show only', 'Brand', names[2]]);
    const brand = filters(page).getByRole('region', { name: 'Brand' }).getByRole('link').first();
    const brandName = (await brand.innerText()).split('\n')[0]!.trim();
    await brand.click();
    await expect(page.getByRole('link', { name: `Remove filter Brand: ${brandName}` })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filter drawer offers the same switches', async ({ page }) => {
      await openListing(page, '/shop/off-canvas');
      await page.getByRole('button', { name: /^Filters/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByRole('link', { name: 'In stock', exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/off-canvas\/in_stock=true$/);
      await expect(page.getByRole('link', { name: 'Remove filter In stock' })).toBeVisible();
    });
  });
});
