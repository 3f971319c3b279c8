import { expect, test } from '@playwright/test';
import { inStockItems } from './support/checkout';
import { SHOP_URL } from './support/backend';

/**
 * The shop in the shopper's language: a first visit follows the browser's Accept-Language and
 * remembers it in NEXT_LOCALE; every page of a journey is then in that language, with the URL
 * carrying no prefix. The catalogue's own texts stay as the back-end stores them (Italian).
 */
test.describe('a Slovak browser', () => {
  test.use({ locale: 'sk-SK' });

  test('with no cookie gets Slovak pages, and the choice is remembered', async ({ page, context }) => {
    expect((await context.cookies(SHOP_URL)).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('link', { name: 'Prejsť na obsah' })).toBeAttached();
    await expect(page).toHaveURL(`${SHOP_URL}/`);
    await expect
      .poll(async () => (await context.cookies(SHOP_URL)).find((c) => c.name === 'NEXT_LOCALE')?.value)
      .toBe('sk');
  });

  test('a journey from the home page to the cart reads Slovak all the way', async ({ page }) => {
    const [product] = await inStockItems({ count: 1 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prihlásiť sa / Registrovať' }).first()).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Hľadať produkty' })
      .or(page.getByRole('searchbox', { name: 'Hľadať produkty' }))
      .first()
      .fill(product!.name);
    await page.getByRole('button', { name: 'Hľadať', exact: true }).first().click();
    await expect(page).toHaveURL(/\/shop\/search_term=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Výsledky pre');

    await page.goto(`/product/fullwidth/${product!.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    // The product's name is the back-end's Italian text, marked as such for screen readers.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await expect(page.getByTestId('product-sku')).toHaveText(product!.sku);
    await page.getByRole('main').getByRole('button', { name: 'Pridať do košíka', exact: true }).first().click();
    await page.getByRole('button', { name: /^Košík, 1 položka/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Váš košík' });
    await expect(drawer.getByRole('link', { name: 'Zobraziť košík' })).toBeVisible();
    await expect(drawer.getByText('Medzisúčet')).toBeVisible();
  });
});

test('an English browser with a Slovak cookie keeps Slovak: the cookie wins over the header', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: SHOP_URL }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
});

test.describe('an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('gets Italian pages on a first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});
