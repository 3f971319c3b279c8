import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { listingCall, type SeedProduct } from './support/catalogue';
import { openListing, products } from './support/listing-page';
import { recordToasts, shownToastTexts } from './support/toasts';

/**
 * The quick view of a listing card on the default profile (one item per product, no variants):
 * it adds to the cart, keeps the keyboard inside and passes axe. Escape, focus return, the
 * backdrop and the whole-product read: dialogs.spec.ts.
 */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let product: SeedProduct;

test.beforeAll(async () => {
  const { body } = await listingCall({ per_page: 24, is_in_stock: 1 });
  product = body.message.products[3]!;
});

test('quick view adds the product by its own sku (one item per product, no variant choice)', async ({ page }) => {
  await recordToasts(page);
  await openListing(page, `/shop?search_term=${encodeURIComponent(product.sku)}`);
  const card = products(page)
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .first();
  await card.getByRole('button', { name: 'Quick view' }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => shownToastTexts(page))
    .toContainEqual(expect.stringContaining('has been added to your cart!'));
  await expect(page.getByRole('button', { name: /^Cart, / }).first()).toHaveAccessibleName('Cart, 2 items');
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state?.lines ?? []);
  expect(lines).toEqual([expect.objectContaining({ sku: product.sku, qty: 2 })]);
});

test('the quick view keeps the focus inside and closes on Escape', async ({ page }) => {
  await openListing(page);
  await products(page).first().getByRole('button', { name: 'Quick view' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('axe finds no serious or critical violation in the open quick view', async ({ page }) => {
  await openListing(page);
  await products(page).first().getByRole('button', { name: 'Quick view' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yIssues(page, { include: 'dialog[open]', tags: WCAG_21_AA });
});
