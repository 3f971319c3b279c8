import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { EXTENDED_MOCK_URL } from './support/backend';
import { backendOrders, inStockItems, orderByCard, seedCart, uniqueEmail } from './support/checkout';

/**
 * Checkout on a back-end with the optional methods (docs/backend/checkout.md "optional methods"):
 * the simulated card gateway, get_payment_status and the cart's coupon preview.
 */
const euro = (n: number) => `€${n.toFixed(2)}`;

/** An order by card, on the simulated gateway's card page. */
async function orderOnCardPage(page: Page, email: string) {
  await orderByCard(page, email);
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
}

async function pay(page: Page, number: string) {
  await page.getByRole('main').getByLabel('Name on card').fill('Giulia Bianchi');
  await page.getByRole('main').getByLabel('Card number').fill(number);
  await page.getByRole('main').getByLabel('Expiry date').fill('11/31');
  await page.getByRole('main').getByLabel('Security code (CVC)').fill('321');
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

test.describe('checkout with the optional payment methods', () => {
  test('a card payment through the simulated gateway: the order is paid, the back-end says so', async ({ page }) => {
    const email = uniqueEmail('card');
    await orderOnCardPage(page, email);
    await expectNoSeriousA11yIssues(page);
    await pay(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/pages\/payment-success\?order=SAL-ORD-/);
    await expect(page.getByText('We have received your card payment.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our bank details' })).toHaveCount(0);
    const orders = await backendOrders(email, EXTENDED_MOCK_URL);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Paid', paid: 1, payment_method: 'stripe' });
  });

  test('a declined card, a success URL typed by hand not believed, then a successful retry of the same order', async ({
    page,
  }) => {
    const email = uniqueEmail('declined');
    await orderOnCardPage(page, email);
    await pay(page, '4000000000000002');
    await expect(page).toHaveURL(/\/pages\/payment-failed\?order=/);
    await expect(page.getByText('We are Sorry! The Payment was failed.')).toBeVisible();
    await expect(page.getByText('Your card was declined by the bank.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect((await backendOrders(email, EXTENDED_MOCK_URL))[0]).toMatchObject({ status: 'To Pay', paid: 0 });
    // The cart is kept while the order is unpaid.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state.lines.length)).toBe(1);

    const failed = new URL(page.url());
    await page.goto(`/pages/payment-success?${failed.searchParams.toString()}`);
    await expect(page.getByText(/We have not received the payment for order/)).toBeVisible();

    await page.goto(failed.pathname + failed.search);
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/pages\/pay-stripe/);
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const orders = await backendOrders(email, EXTENDED_MOCK_URL);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Paid', paid: 1 });
  });

  test('the cart previews a coupon: an expired one is refused next to the field, a valid one shows its discount', async ({
    page,
  }) => {
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await seedCart(page, [{ ...a!, qty: 2 }]);
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('ESTATE2025');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('The coupon ESTATE2025 has expired.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await box.fill('benvenuto10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon BENVENUTO10 applied: 10% off your order')).toBeVisible();
    // 10 % of the grand total, shipping included, as the order will have it.
    const items = Math.round(a!.price * 2 * 100);
    const discount = Math.round((items + (items >= 7900 ? 0 : 450)) * 0.1) / 100;
    await expect(
      page.getByRole('complementary', { name: 'Cart totals' }).getByText(`−${euro(discount)}`),
    ).toBeVisible();
  });
});
