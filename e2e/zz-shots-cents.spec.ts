import { test } from '@playwright/test';
import { freshShopper, inStockProducts, quietPopups, registerShopper, signInAs } from './support/accounts';
import { SHOP_URL } from './support/backend';
import { inStockItems, seedCart } from './support/checkout';
import { productHref } from '../lib/routes';

const dir = '/tmp/shots-cents';
for (const locale of ['en', 'it', 'sk']) {
  for (const width of [1366, 390]) {
    test(`shots ${locale} ${width}`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await quietPopups(context);
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
      await page.setViewportSize({ width, height: 900 });
      const items = await inStockItems({ count: 2, order: 'price-asc' });
      await seedCart(page, [{ ...items[0]!, qty: 2 }, { ...items[1]!, qty: 1 }]);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${dir}/cart-${locale}-${width}.png`, fullPage: true });
      const shopper = freshShopper('shots');
      await signInAs(context, shopper, await registerShopper(shopper));
      const [p] = await inStockProducts(1);
      await page.request.post('/api/wishlist', { data: { item_code: p!.sku, action: 'add' }, headers: { Origin: SHOP_URL } });
      await page.goto(productHref(p!.slug));
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${dir}/product-wishlist-${locale}-${width}.png`, fullPage: false });
    });
  }
}
