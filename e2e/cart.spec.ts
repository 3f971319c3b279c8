import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { inStockItems, seedCart } from './support/checkout';

const euro = (n: number) => `€${n.toFixed(2)}`;

test.describe('cart page', () => {
  test('an empty cart says so and leads back to the shop', async ({ page }) => {
    await page.goto('/pages/cart');
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to shop' })).toHaveAttribute('href', '/shop');
    await expectNoSeriousA11yIssues(page);
  });

  test('the empty state shows before any JavaScript bundle has run; the loading line only for a cart with lines', async ({
    page,
  }) => {
    // The page's scripts never arrive (its CSS does): what shows is the HTML and the inline boot script.
    await page.route('**/_next/static/chunks/*.js', () => {});
    await page.goto('/pages/cart', { waitUntil: 'commit' });
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toBeHidden();
    await page.unroute('**/_next/static/chunks/*.js');

    const [item] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...item!, qty: 1 }]);
    await page.route('**/_next/static/chunks/*.js', () => {});
    await page.goto('/pages/pay', { waitUntil: 'commit' });
    await expect(page.getByText('Loading checkout…')).toBeVisible();
    await expect(page.getByText('Checkout is not available while your cart is empty.')).toBeHidden();
  });

  test('an empty cart keeps the block painted with the HTML once the cart is read (no later largest paint)', async ({
    page,
  }) => {
    // Drawn again after hydration, the block was a new largest paint: the pages' LCP came after
    // their scripts had run instead of with the HTML.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { painted: Element | null }).painted =
          document.querySelector('[data-cart-empty-preview] p');
      }),
    );
    for (const [path, title] of [
      ['/pages/cart', 'Your cart is currently empty.'],
      ['/pages/pay', 'Checkout is not available while your cart is empty.'],
    ]) {
      await page.goto(path!);
      // The cart is read: the block is no longer the preview.
      await expect(page.locator('[data-cart-empty-preview]')).toHaveCount(0);
      await expect(page.getByText(title!)).toBeVisible();
      const kept = await page.evaluate(() => {
        const painted = (window as unknown as { painted: Element | null }).painted;
        return painted !== null && painted.isConnected;
      });
      expect(kept, path).toBe(true);
    }
  });

  test('quantities, totals, free shipping, remove and remove all', async ({ page }) => {
    const [a, b] = await inStockItems({ count: 2, order: 'price-asc' });
    await seedCart(page, [
      { ...a!, qty: 1 },
      { ...b!, qty: 2 },
    ]);
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    const lines = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Remove .* from the cart/ }) });
    await expect(lines.getByRole('listitem')).toHaveCount(2);

    const subtotal = Math.round((a!.price + 2 * b!.price) * 100) / 100;
    const totals = page.getByRole('complementary', { name: 'Cart totals' });
    await expect(totals.getByText(euro(subtotal)).first()).toBeVisible();
    // Below 79,00 € the Flat Rate costs 4,50 € and the shopper is told how much is missing
    // (the two cheapest products keep the subtotal under the threshold).
    expect(subtotal).toBeLessThan(79);
    await expect(
      totals.getByText(`Spend ${euro(Math.round((79 - subtotal) * 100) / 100)} more for free shipping`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(totals.getByRole('radio', { name: /Spedizione standard/ })).toBeChecked();
    await expect(totals.getByText(euro(Math.round((subtotal + 4.5) * 100) / 100))).toBeVisible();
    // Pickup at the shop is free (the rules' labels are the back-end's Italian text).
    await totals.getByRole('radio', { name: /Ritiro in negozio/ }).check();
    await expect(totals.getByRole('definition').last()).toHaveText(euro(subtotal));

    // Stepper: + and − keep 1..99; a typed 0 is refused with a message and stays typed.
    const qtyA = page.getByRole('textbox', { name: `Quantity of ${a!.name}` });
    await page.getByRole('button', { name: `Increase the quantity of ${a!.name}` }).click();
    await expect(qtyA).toHaveValue('2');
    await expect(page.getByRole('button', { name: `Decrease the quantity of ${a!.name}` })).toBeEnabled();
    await page.getByRole('button', { name: `Decrease the quantity of ${a!.name}` }).click();
    await expect(qtyA).toHaveValue('1');
    await expect(page.getByRole('button', { name: `Decrease the quantity of ${a!.name}` })).toBeDisabled();
    await qtyA.fill('120');
    await qtyA.press('Enter');
    await expect(page.getByText('Enter a whole number from 1 to 99.')).toBeVisible();
    await expect(qtyA).toHaveValue('120');
    await expect(qtyA).toHaveAttribute('aria-invalid', 'true');
    await qtyA.fill('3');
    await qtyA.press('Enter');
    await expect(page.getByText('Enter a whole number from 1 to 99.')).toBeHidden();
    await expect(qtyA).toHaveValue('3');

    await expectNoSeriousA11yIssues(page);

    // Remove one line: a remove_from_cart event in the GA4 shape.
    await page.getByRole('button', { name: `Remove ${b!.name} from the cart` }).click();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    const removals = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'remove_from_cart'),
      );
    await expect.poll(async () => (await removals()).length).toBeGreaterThan(0);
    expect((await removals()).at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', items: [{ item_id: b!.sku, quantity: 2 }] },
    });

    await page.getByRole('button', { name: 'Remove all' }).click();
    await page.getByRole('button', { name: 'Yes, remove all' }).click();
    await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  });

  test('a coupon is kept for checkout: the real back-end applies coupons to orders only', async ({ page }) => {
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await seedCart(page, [{ ...a!, qty: 2 }]);
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('benvenuto10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(
      page.getByText('Coupon BENVENUTO10 is kept: it is applied to your order when you place it', { exact: false }),
    ).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    // No discount is promised before the back-end has computed it.
    await expect(page.getByRole('complementary', { name: 'Cart totals' }).getByText(/^−€/)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(page.getByText(/Coupon BENVENUTO10 is kept/)).toBeHidden();
  });

  test('a price tampered with in localStorage is replaced by the server’s price', async ({ page }) => {
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, price: 0.01, qty: 1 }]);
    await expect(page.getByText(/Some prices have changed since you added these items/)).toBeVisible();
    await expect(page.getByText(`${a!.name}: was €0.01, now ${euro(a!.price)}`)).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state.lines[0].priceCents,
    );
    expect(stored).toBe(Math.round(a!.price * 100));
  });

  test('a cart saved before prices were kept in cents opens with the same prices, and is saved in cents', async ({
    page,
  }) => {
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await page.goto('/pages/cart');
    await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
    await page.evaluate((item) => {
      const line = {
        sku: item.sku,
        item_code: item.sku,
        name: item.name,
        slug: item.slug,
        qty: 3,
        price: item.price,
        regular_price: null,
        variant_label: null,
        image: null,
      };
      const state = {
        lines: [line],
        shippingRule: null,
        shippingRuleLabel: null,
        shippingRuleAmount: 0,
        couponCode: null,
        couponDiscountAmount: 0,
      };
      localStorage.setItem('cart-list', JSON.stringify({ state, version: 1 }));
    }, a!);
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Quantity of ${a!.name}` })).toHaveValue('3');
    const totals = page.getByRole('complementary', { name: 'Cart totals' });
    await expect(totals.getByText(euro(Math.round(a!.price * 300) / 100)).first()).toBeVisible();
    await expect(page.getByText(/Some prices have changed/)).toBeHidden();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}'));
    expect(saved.version).toBe(2);
    expect(saved.state.lines[0]).toMatchObject({ sku: a!.sku, qty: 3, priceCents: Math.round(a!.price * 100) });
  });

  test('a change made in one tab shows in another', async ({ context }) => {
    const [a] = await inStockItems({ count: 1 });
    const first = await context.newPage();
    await seedCart(first, [{ ...a!, qty: 1 }]);
    const second = await context.newPage();
    await second.goto('/pages/cart');
    await expect(second.getByRole('textbox', { name: `Quantity of ${a!.name}` })).toHaveValue('1');
    await first.getByRole('button', { name: `Increase the quantity of ${a!.name}` }).click();
    await expect(second.getByRole('textbox', { name: `Quantity of ${a!.name}` })).toHaveValue('2');
    await first.getByRole('button', { name: `Remove ${a!.name} from the cart` }).click();
    await expect(second.getByText('Your cart is currently empty.')).toBeVisible();
  });
});
