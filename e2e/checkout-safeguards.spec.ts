import { expect, test } from '@playwright/test';
import { euro } from './support/catalogue';
import {
  acceptTermsBox,
  backendOrders,
  fillCheckout,
  inStockItems,
  paymentRequestAmount,
  seedCart,
  summaryReady,
  uniqueEmail,
} from './support/checkout';

/**
 * What checkout holds the shopper to: a refused coupon, a price tampered with in the browser, the
 * terms left unticked and a double click each end without a wrong order.
 */

test.describe('checkout', () => {
  test('a coupon is applied at checkout: a refused one stops the order, an accepted one is on the order', async ({
    page,
  }) => {
    const email = uniqueEmail('coupon');
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await seedCart(page, [{ ...a!, qty: 3 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    // The real back-end has no preview: the code is kept and said to apply when the order is placed.
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('ESTATE2025');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(
      page.getByText('Coupon ESTATE2025 is kept: it is applied to your order when you place it', { exact: false }),
    ).toBeVisible();
    await summaryReady(page);
    // The order's total comes first: the coupon is tried on the quotation, before any order.
    await page.getByRole('button', { name: 'Calculate the total with the coupon' }).click();
    // The back-end's reason (HTTP 200 {status: "error"}) is shown as it gives it.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: "The coupon ESTATE2025 was not accepted: Sorry, this coupon code's validity has expired" }),
    ).toBeVisible();
    expect(await backendOrders(email)).toHaveLength(0);

    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await box.fill('SCONTO5');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon SCONTO5 is kept', { exact: false })).toBeVisible();
    await summaryReady(page);
    await page.getByRole('button', { name: 'Calculate the total with the coupon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Our system has calculated the total' })).toBeVisible();
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const subtotal = Math.round(a!.price * 3 * 100) / 100;
    const shipping = subtotal >= 79 ? 0 : 4.5;
    const discount = Math.min(5, subtotal + shipping);
    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ coupon_code: 'SCONTO5', discount_amount: discount, subtotal });
    await expect(
      page
        .getByRole('region', { name: 'Our bank details' })
        .getByText(euro(Math.round((subtotal + shipping - discount) * 100) / 100))
        .first(),
    ).toBeVisible();
  });

  test("the total accepted before the click is the payment request's: coupon on the grand total, shipping as a tax row", async ({
    page,
  }) => {
    const email = uniqueEmail('one-total');
    // A cart under 79,00 €: Flat Rate shipping applies, and BENVENUTO10 takes 10 % of items and shipping.
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon BENVENUTO10 is kept', { exact: false })).toBeVisible();
    const totals = page.locator('[data-total] dd');
    const items = Math.round(a!.price * 100);
    // Before: the shop's own total, without the discount the real back-end gives only to orders.
    await expect(totals).toHaveText(euro((items + 450) / 100));
    await page.getByRole('button', { name: 'Calculate the total with the coupon' }).click();
    const accepted = Math.round((items + 450) * 0.9) / 100;
    await expect(page.getByRole('alert').filter({ hasText: euro(accepted) })).toBeVisible();
    await expect(totals).toHaveText(euro(accepted));
    await expect(page.getByText('This is the total of your order as our system calculated it.')).toBeVisible();
    expect(await backendOrders(email)).toHaveLength(0);
    const shown = (await totals.textContent())!;

    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const [stored] = await backendOrders(email);
    expect(euro((await paymentRequestAmount(stored!.name))!)).toBe(shown);
    expect(await backendOrders(email)).toHaveLength(1);
  });

  test('a cart-list price tampered with in localStorage is charged at the server’s price', async ({ page }) => {
    const email = uniqueEmail('tamper');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, price: 0.5, qty: 2 }], '/pages/pay');
    await expect(page.getByText(`${a!.name}: was €0.50, now ${euro(a!.price)}`)).toBeVisible();
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const [stored] = await backendOrders(email);
    expect(stored!.items[0]).toMatchObject({ item_code: a!.sku, qty: 2, rate: a!.price });
    expect(stored!.subtotal).toBe(Math.round(a!.price * 2 * 100) / 100);
  });

  test('without the terms and the right of withdrawal accepted no order is placed, and the box says why', async ({
    page,
  }) => {
    const email = uniqueEmail('terms');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email, acceptTerms: false });
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    const box = acceptTermsBox(page);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      /Please accept the terms of sale and acknowledge the right of withdrawal to place your order\./,
    );
    await expect(page).toHaveURL(/\/pages\/pay$/);
    expect(await backendOrders(email)).toHaveLength(0);
    // The label links to both texts; the withdrawal page answers with the model form.
    await expect(page.getByRole('link', { name: 'terms and conditions of sale' })).toHaveAttribute(
      'href',
      '/pages/single/terms-and-conditions',
    );
    await expect(page.getByRole('link', { name: 'right to withdraw within 30 days' })).toHaveAttribute(
      'href',
      '/pages/withdrawal',
    );
    const withdrawal = await page.request.get('/pages/withdrawal');
    expect(withdrawal.status()).toBe(200);
    await page.goto('/pages/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Model withdrawal form' })).toBeVisible();
  });

  test('double-clicking the place-order button creates one order', async ({ page }) => {
    const email = uniqueEmail('double');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('button', { name: 'Order with obligation to pay' }).dblclick();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    await expect.poll(async () => (await backendOrders(email)).length).toBe(1);
    // A reload of the order page does not order again either.
    await page.reload();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    expect(await backendOrders(email)).toHaveLength(1);
  });

  test('the form reads its texts when it is shown: without them, the shopper is told and can try again', async ({
    page,
    request,
  }) => {
    // Not in the page: its HTML has the loading line, not the form's words.
    const html = await (await request.get('/pages/checkout')).text();
    expect(html).toContain('Loading checkout…');
    expect(html).not.toContain('Order with obligation to pay');
    const [a] = await inStockItems({ count: 1 });
    let refuse = true;
    await page.route('**/api/texts/checkout?*', (route) =>
      refuse ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/checkout');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    refuse = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await summaryReady(page);
  });
});
