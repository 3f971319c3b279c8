import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { outbox, signInContext, DEMO_USER } from './support/backend';
import { backendOrders, fillCheckout, inStockItems, seedCart, uniqueEmail } from './support/checkout';

const euro = (n: number) => `€${n.toFixed(2)}`;
const orderNumber = /SAL-ORD-\d{4}-\d{5}/;

async function summaryReady(page: Page) {
  // The Place order button waits for the server's prices.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
}

test.describe('checkout', () => {
  test('is not available with an empty cart', async ({ page }) => {
    await page.goto('/pages/checkout');
    await expect(page.getByText('Checkout is not available while your cart is empty.')).toBeVisible();
    await page.goto('/pages/pay');
    await expect(page.getByText('Checkout is not available while your cart is empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  });

  test('guest checkout by bank transfer ends on the order complete page with the bank details', async ({ page }) => {
    const email = uniqueEmail('guest');
    const [a, b] = await inStockItems({ count: 2 });
    await seedCart(page, [{ ...a!, qty: 1 }, { ...b!, qty: 1 }], '/pages/pay');
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout progress' }).getByRole('link', { name: /Order complete/ })).toHaveCount(0);
    await summaryReady(page);
    // Bank transfer is the default method, Italy the default country.
    await expect(page.getByRole('radio', { name: 'Bank transfer (Bonifico)' })).toBeChecked();
    await expect(page.getByRole('main').getByLabel('Country / Region')).toHaveValue('IT');
    const begin = await page.evaluate(() => (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'begin_checkout'));
    expect(begin).toMatchObject({ ecommerce: { items: [{ item_id: a!.sku }, { item_id: b!.sku }] } });

    // Submitting empty shows each error next to its field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel('Email address')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await fillCheckout(page, { email });
    // An invoice for a private person with a wrong codice fiscale is refused with its cause.
    await page.getByRole('main').getByLabel('I need an invoice').check();
    await page.getByRole('main').getByLabel('Tax code (codice fiscale)').fill('RSSMRA85T10A562T');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('This tax code is not valid: its last character does not match.', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('main').getByLabel('Tax code (codice fiscale)').fill('RSSMRA85T10A562S');
    await page.getByRole('main').getByLabel('Order notes (optional)').fill('Please ring twice.');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/pages\/payment-success\?paymentgateway=transfer&order=SAL-ORD-/);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const bank = page.getByRole('region', { name: 'Our bank details' });
    await expect(bank.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
    await expect(bank.getByText('Bottega Ferramenta S.r.l.')).toBeVisible();
    const order = (await bank.getByText(orderNumber).textContent())!.trim();
    const total = Math.round((a!.price + b!.price) * 100) / 100;
    const shipping = total >= 79 ? 0 : 4.5;
    await expect(bank.getByText(euro(total + shipping)).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout progress' }).getByText('Order complete')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // The cart is emptied once the order exists; the purchase event is sent.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state?.lines?.length)).toBe(0);
    const purchase = await page.evaluate(() => (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'purchase'));
    expect(purchase).toMatchObject({ ecommerce: { transaction_id: order } });
    // The address is kept in the browser for next time.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('address') ?? 'null'));
    expect(saved).toMatchObject({ email, shipping: { city: 'Torino', pincode: '10122', country: 'IT' } });

    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ name: order, status: 'To Pay', payment_method: 'transfer', total: total + shipping, business_info: { tax_code: 'RSSMRA85T10A562S' } });
    expect(stored!.items.map((i) => i.item_code).sort()).toEqual([a!.sku, b!.sku].sort());
    const mail = await outbox(email);
    expect(mail[0]?.subject).toContain(order);
    expect(mail[0]?.text).toContain('IT60X0542811101000000123456');

    // Back at the checkout, the last address is filled in.
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await expect(page.getByRole('main').getByLabel('Street address')).toHaveValue('Via Garibaldi 12');
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
  });

  test('new account, paid by card: the shopper is signed in and the order is paid', async ({ page }) => {
    const email = uniqueEmail('newacct');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 2 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email, first: 'Paolo', last: 'Verdi' });
    await page.getByRole('main').getByLabel('Create an account with these details').check();
    await page.getByRole('main').getByLabel('Password').fill('Sicura-2026');
    await page.getByRole('radio', { name: 'Credit card (Carta di Credito)' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/pages\/pay-stripe\?order=SAL-ORD-/);
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // The JWT stays in the httpOnly cookie; the browser keeps only display fields.
    const auth = await page.evaluate(() => localStorage.getItem('auth'));
    expect(auth).toContain('Paolo');
    expect(auth).not.toMatch(/eyJ/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('shop_session');

    await page.getByRole('main').getByLabel('Name on card').fill('Paolo Verdi');
    await page.getByRole('main').getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('main').getByLabel('Expiry date').fill('12/34');
    await page.getByRole('main').getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await expect(page).toHaveURL(/\/pages\/payment-success\?order=SAL-ORD-/);
    await expect(page.getByText('We have received your card payment.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our bank details' })).toHaveCount(0);

    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ status: 'Paid', paid: 1, payment_method: 'stripe', user_email: email });
    expect(stored!.status_timeline.map((s) => s.status)).toEqual(['Draft', 'To Pay', 'Paid']);
  });

  test('a declined card, then a successful retry of the same order', async ({ page }) => {
    const email = uniqueEmail('declined');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('radio', { name: 'Credit card (Carta di Credito)' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/pages\/pay-stripe/);

    const pay = async (number: string) => {
      await page.getByRole('main').getByLabel('Name on card').fill('Giulia Bianchi');
      await page.getByRole('main').getByLabel('Card number').fill(number);
      await page.getByRole('main').getByLabel('Expiry date').fill('11/31');
      await page.getByRole('main').getByLabel('Security code (CVC)').fill('321');
      await page.getByRole('button', { name: /^Pay €/ }).click();
    };
    await pay('4000000000000002');
    await expect(page).toHaveURL(/\/pages\/payment-failed\?order=/);
    await expect(page.getByText('We are Sorry! The Payment was failed.')).toBeVisible();
    await expect(page.getByText('Your card was declined by the bank.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // Nothing is paid, and the cart is kept.
    expect((await backendOrders(email))[0]).toMatchObject({ status: 'To Pay', paid: 0 });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state.lines.length)).toBe(1);
    // A success URL typed by hand is not believed.
    const failedUrl = new URL(page.url());
    await page.goto(`/pages/payment-success?${failedUrl.searchParams.toString()}`);
    await expect(page.getByText(/We have not received the payment for order/)).toBeVisible();
    await page.goBack();

    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/pages\/pay-stripe/);
    await pay('4242 4242 4242 4242');
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const orders = await backendOrders(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Paid', paid: 1 });
  });

  test('after a declined card the same order can be paid by bank transfer', async ({ page }) => {
    const email = uniqueEmail('switch');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('radio', { name: 'Credit card (Carta di Credito)' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('main').getByLabel('Name on card').fill('Giulia Bianchi');
    await page.getByRole('main').getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('main').getByLabel('Expiry date').fill('10/30');
    await page.getByRole('main').getByLabel('Security code (CVC)').fill('999');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await expect(page.getByText('We are Sorry! The Payment was failed.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
    const bank = page.getByRole('region', { name: 'Our bank details' });
    await expect(bank).toBeVisible();
    const orders = await backendOrders(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'To Pay', payment_method: 'transfer' });
    await expect(bank.getByText(orders[0]!.name)).toBeVisible();
  });

  test('a coupon applied and one refused at checkout; the order carries the discount', async ({ page }) => {
    const email = uniqueEmail('coupon');
    const [a] = await inStockItems({ count: 1, order: 'price-asc' });
    await seedCart(page, [{ ...a!, qty: 3 }], '/pages/pay');
    await summaryReady(page);
    const box = page.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('SPENDI100');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('The coupon SPENDI100 needs a higher order subtotal.')).toBeVisible();
    await box.fill('SCONTO5');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText('Coupon SCONTO5 applied: €5.00 off your order')).toBeVisible();
    await fillCheckout(page, { email });
    await summaryReady(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const subtotal = Math.round(a!.price * 3 * 100) / 100;
    const discount = Math.min(5, subtotal);
    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ coupon_code: 'SCONTO5', discount_amount: discount, subtotal });
  });

  test('a cart-list price tampered with in localStorage is charged at the server’s price', async ({ page }) => {
    const email = uniqueEmail('tamper');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, price: 0.5, qty: 2 }], '/pages/pay');
    await expect(page.getByText(`${a!.name}: was €0.50, now ${euro(a!.price)}`)).toBeVisible();
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const [stored] = await backendOrders(email);
    expect(stored!.items[0]).toMatchObject({ item_code: a!.sku, qty: 2, rate: a!.price });
    expect(stored!.subtotal).toBe(Math.round(a!.price * 2 * 100) / 100);
  });

  test('double-clicking Place order creates one order', async ({ page }) => {
    const email = uniqueEmail('double');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    await expect.poll(async () => (await backendOrders(email)).length).toBe(1);
  });

  test('a signed-in shopper finds the saved address filled in', async ({ page, context }) => {
    await signInContext(context);
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await expect(page.getByText(`Signed in as ${DEMO_USER.email}.`)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Street address')).toHaveValue('Via Torino 45');
    await expect(page.getByRole('main').getByLabel('Town / City')).toHaveValue('Milano');
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(DEMO_USER.email);
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue(DEMO_USER.first_name);
  });

  test('a country without payment methods says so and cannot be ordered', async ({ page }) => {
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await page.getByRole('main').getByLabel('Country / Region').selectOption('CH');
    await expect(page.getByText('Sorry, it seems that there are no available payment methods for your state.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
