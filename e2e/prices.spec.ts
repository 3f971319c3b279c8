import { expect, test, type BrowserContext } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { euro, listingCall, type SeedProduct } from './support/catalogue';
import { seedCart } from './support/checkout';
import { quietPopups } from './support/accounts';

/**
 * Prices as Italian law wants them, on the back-end as it is (docs/backend/catalogue.md, "Prices"):
 * every price says VAT is included; without the lowest price of the last 30 days no reduction is
 * announced; electrical goods carry the free take-back note, on their page and at checkout.
 */
const TEXT = {
  en: { vat: 'incl. VAT', takeBack: 'Free take-back of your old appliance' },
  it: { vat: 'IVA inclusa', takeBack: 'Ritiro gratuito dell’usato' },
  sk: { vat: 'vrátane DPH', takeBack: 'Bezplatný spätný odber starého spotrebiča' },
} as const;
type Locale = keyof typeof TEXT;

const inCategory = async (category: string) =>
  (await listingCall({ category, is_in_stock: 1, per_page: 12 })).body.message.products;
const speak = (context: BrowserContext, locale: Locale) =>
  context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);

let drill: SeedProduct;
let paint: SeedProduct;
let onSale: SeedProduct;

test.beforeAll(async () => {
  drill = (await inCategory('Utensili,Elettroutensili'))[0]!;
  paint = (await inCategory('Pittura-e-decorazione,Pitture-murali'))[0]!;
  const all = (await listingCall({ per_page: 96 })).body.message.products;
  onSale = all.find((p) => p.sale_price !== null && p.sale_price < p.price)!;
});

test.beforeEach(async ({ context }) => quietPopups(context));

for (const locale of Object.keys(TEXT) as Locale[]) {
  test(`cards and the product page say the price includes VAT (${locale})`, async ({ page, context }) => {
    await speak(context, locale);
    await page.goto('/shop');
    const card = page.getByRole('article').first();
    await expect(card.getByText(TEXT[locale].vat)).toHaveCount(1);
    await page.goto(`/product/fullwidth/${paint.slug}`);
    await expect(page.getByTestId('product-price').locator('..').getByText(TEXT[locale].vat)).toBeVisible();
  });

  test(`an electrical good's page announces the free take-back of the old appliance (${locale})`, async ({
    page,
    context,
  }) => {
    await speak(context, locale);
    await page.goto(`/product/fullwidth/${drill.slug}`);
    await expect(page.getByRole('complementary', { name: TEXT[locale].takeBack })).toBeVisible();
    await page.goto(`/product/fullwidth/${paint.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: TEXT[locale].takeBack })).toHaveCount(0);
  });
}

test('a sale price without the lowest price of the last 30 days is shown alone: no strike-through, no percent, no Sale badge', async ({
  page,
}) => {
  await page.goto(`/product/fullwidth/${onSale.slug}`);
  const price = page.getByTestId('product-price');
  await expect(price).toContainText(euro(onSale.sale_price!));
  await expect(price).not.toContainText(euro(onSale.price));
  await expect(price).not.toContainText('%');
  await expect(page.locator('main del')).toHaveCount(0);
  await expect(page.getByText('Lowest price in the last 30 days')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Labels' })).toHaveCount(0);
});

test('the checkout summary announces the take-back only when the cart holds an electrical good', async ({ page }) => {
  const asItem = (p: SeedProduct) => ({
    sku: p.sku,
    name: p.name,
    slug: p.slug,
    price: p.sale_price ?? p.price,
    stock: 10,
    image: null,
  });
  const answered = page.waitForResponse((r) => r.url().includes('/api/take-back'));
  await seedCart(page, [{ ...asItem(paint), qty: 1 }], '/pages/checkout');
  expect(await (await answered).json()).toEqual({ takeBack: false });
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: TEXT.en.takeBack })).toHaveCount(0);
  await seedCart(
    page,
    [
      { ...asItem(paint), qty: 1 },
      { ...asItem(drill), qty: 1 },
    ],
    '/pages/checkout',
  );
  await expect(page.getByRole('complementary', { name: TEXT.en.takeBack })).toBeVisible();
});
