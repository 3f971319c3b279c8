import { expect, test, type Page } from '@playwright/test';
import { EXTENDED_MOCK_URL } from './support/backend';
import {
  euro,
  listingCall,
  productWithPricedVariants,
  unitPrice,
  type SeedProduct,
  type SeedVariant,
} from './support/catalogue';
import { recordToasts, shownToastTexts } from './support/toasts';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../lib/storage-keys';

/**
 * The catalogue's optional contract (docs/backend/catalogue.md) on the extended mock: products
 * that carry `variants` (sizes and colours) and a listing that honours `order_by=popularity|rating`.
 */
let product: SeedProduct;
let first: SeedVariant;
let second: SeedVariant;

test.beforeAll(async () => {
  ({ product, first, second } = await productWithPricedVariants(EXTENDED_MOCK_URL));
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    ([versionKey, version, popupKey]) => {
      localStorage.setItem(versionKey, version);
      if (!localStorage.getItem(popupKey))
        localStorage.setItem(popupKey, JSON.stringify({ state: { status: 'shown', at: 0 }, version: 1 }));
    },
    [STORAGE_VERSION_KEY, STORAGE_VERSION, STORAGE_KEYS.newsletterPopup] as const,
  );
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(page: Page, variant: SeedVariant) {
  if (variant.color) await page.getByRole('radio', { name: new RegExp(`^${escape(variant.color)}`) }).check();
  if (variant.size) await page.getByRole('radio', { name: new RegExp(`^${escape(variant.size)}`) }).check();
}

test.describe('products with variants (optional field)', () => {
  test('choosing a variant changes the sku and the price, and keeps it in the URL', async ({ page }) => {
    await page.goto(`/product/fullwidth/${product.slug}`);
    await expect(page.getByText(first.sku)).toBeVisible();
    await choose(page, second);
    await expect(page.getByText(second.sku)).toBeVisible();
    await expect(page.getByText(euro(unitPrice(second))).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]sku=${escape(encodeURIComponent(second.sku))}`));
    await page.reload();
    await expect(page.getByText(second.sku)).toBeVisible();
  });

  test('adding two different variants gives two cart lines', async ({ page }) => {
    await recordToasts(page);
    await page.goto(`/product/sticky-cart/${product.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await expect
      .poll(() => shownToastTexts(page))
      .toContainEqual(expect.stringContaining('has been added to your cart!'));
    await choose(page, second);
    await expect(page.getByText(second.sku)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    const lines = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.lines ?? [],
      'cart-list',
    );
    expect(lines.map((l: { sku: string }) => l.sku).sort()).toEqual([first.sku, second.sku].sort());
  });

  test('the quick view offers the variants and adds the chosen one', async ({ page }) => {
    await page.goto(`/shop?search_term=${encodeURIComponent(product.sku)}`);
    await expect(page.getByRole('navigation', { name: 'Your searches' }).getByRole('link').first()).toBeVisible();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
      .first();
    await card.getByRole('button', { name: 'Quick view' }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    if (second.color) await dialog.getByRole('radio', { name: new RegExp(`^${escape(second.color)}`) }).check();
    if (second.size) await dialog.getByRole('radio', { name: new RegExp(`^${escape(second.size)}`) }).check();
    await expect(dialog).toContainText(`Code ${second.sku}`);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state?.lines ?? []);
    expect(lines).toEqual([expect.objectContaining({ sku: second.sku })]);
  });
});

test.describe('optional sorts', () => {
  test('popularity and rating are offered, and popularity lists the best sellers first', async ({ page }) => {
    // A search page is rendered per request: both storefronts of the journeys share one build, and
    // with it the cached listing pages.
    await page.goto('/shop?search_term=vernice');
    await expect(page.getByRole('navigation', { name: 'Your searches' }).getByRole('link').first()).toBeVisible();
    const options = await page
      .getByLabel('Sort by')
      .locator('option')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining(['popularity', 'rating']));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popularity');
    await expect(page).toHaveURL(/order_by=popularity/);
    const { body } = await listingCall(
      { search_term: 'vernice', order_by: 'popularity', per_page: 12 },
      EXTENDED_MOCK_URL,
    );
    const names = await page
      .getByRole('list', { name: 'Products' })
      .getByRole('article')
      .getByRole('heading')
      .allInnerTexts();
    expect(names).toEqual(body.message.products.map((p) => p.name));
  });
});
