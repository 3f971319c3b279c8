import { expect, test, type BrowserContext } from '@playwright/test';
import { EXTENDED_MOCK_URL, EXTENDED_SHOP_URL } from './support/backend';
import { euro, listingCall, unitPrice } from './support/catalogue';
import { quietPopups } from './support/accounts';

/**
 * The law's optional price fields (docs/backend/catalogue.md) on the extended mock: the unit price
 * of goods sold by measure, and reductions announced against the lowest price of the last 30 days.
 */
interface LawItem {
  sku: string;
  price: number;
  sale_price: number | null;
  stock: number;
  lowest_price_30_days?: number;
  net_quantity?: number;
  net_quantity_unit?: string;
}
interface LawProduct extends LawItem {
  slug: string;
  name: string;
  variants: LawItem[];
}

const LOWEST = {
  en: 'Lowest price in the last 30 days:',
  it: 'Prezzo più basso negli ultimi 30 giorni:',
  sk: 'Najnižšia cena za posledných 30 dní:',
} as const;
type Locale = keyof typeof LOWEST;
const speak = (context: BrowserContext, locale: Locale) =>
  context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: EXTENDED_SHOP_URL }]);
/** "€12.40/l" as the English pages print it. */
function perUnit(item: LawItem): string {
  const factor = { ml: 0.001, cl: 0.01, l: 1, g: 0.001, kg: 1, cm: 0.01, m: 1 }[item.net_quantity_unit!]!;
  const base = { ml: 'l', cl: 'l', l: 'l', g: 'kg', kg: 'kg', cm: 'm', m: 'm' }[item.net_quantity_unit!]!;
  return `${euro(Math.round((unitPrice(item) * 100) / (item.net_quantity! * factor)) / 100)}/${base}`;
}

let products: LawProduct[];
test.beforeAll(async () => {
  products = (
    await listingCall<{ message: { products: LawProduct[] } }>({ per_page: 200, is_in_stock: 1 }, EXTENDED_MOCK_URL)
  ).body.message.products;
});
test.beforeEach(async ({ context }) => quietPopups(context));

/** The item the product page shows first, and the product. */
function shown(match: (item: LawItem) => boolean): { product: LawProduct; item: LawItem } {
  for (const product of products) {
    // The page's default choice: the first variant in stock.
    const item = product.variants.length ? (product.variants.find((v) => v.stock > 0) ?? product.variants[0]) : product;
    if (item && item.stock > 0 && match(item)) return { product, item };
  }
  throw new Error('no such product in the first 200');
}

test('a paint shows its price per litre on its page and "from" a price per litre on its card', async ({ page }) => {
  const { product, item } = shown((i) => i.net_quantity_unit === 'l' || i.net_quantity_unit === 'ml');
  await page.goto(`/product/fullwidth/${product.slug}`);
  await expect(page.getByTestId('product-price').locator('..')).toContainText(perUnit(item));
  await page.goto(`/shop?category=${encodeURIComponent('Pittura-e-decorazione,Pitture-murali')}`);
  await expect(page.getByRole('article').first()).toContainText(/(from )?€\d+\.\d\d\/l/);
});

for (const locale of Object.keys(LOWEST) as Locale[]) {
  test(`a reduction names the lowest price of the last 30 days it is measured against (${locale})`, async ({
    page,
    context,
  }) => {
    const { product, item } = shown((i) => i.sale_price !== null && i.lowest_price_30_days === i.price);
    await speak(context, locale);
    await page.goto(`/product/fullwidth/${product.slug}`);
    const percent = Math.max(1, Math.round(((item.price - item.sale_price!) * 100) / item.price));
    await expect(page.getByTestId('product-price')).toContainText(new RegExp(`${percent}\\s?%`));
    const note = page.getByText(LOWEST[locale]);
    await expect(note).toBeVisible();
    await expect(note.locator('del')).toHaveCount(1);
  });
}

test('a sale that already ran at this price within 30 days announces no reduction', async ({ page }) => {
  const { product, item } = shown((i) => i.sale_price !== null && i.lowest_price_30_days === i.sale_price);
  await page.goto(`/product/fullwidth/${product.slug}`);
  await expect(page.getByTestId('product-price')).toContainText(euro(item.sale_price!));
  await expect(page.getByTestId('product-price')).not.toContainText('%');
  await expect(page.getByText(LOWEST.en)).toHaveCount(0);
});
