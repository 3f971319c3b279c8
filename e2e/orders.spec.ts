import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { freshShopper, inStockProducts, placeOrder, quietPopups, registerShopper, setOrderStatus, signInAs } from './support/accounts';

/** Orders, addresses, tracking and invoices: the shopper's own orders and address book, and tracking for guests. */

/** A text field by its accessible name, in the page's main content (the footer has a newsletter e-mail field too). */
const field = (scope: Page | Locator, name: string) => ('getByRole' in scope && 'goto' in scope ? scope.getByRole('main') : scope).getByRole('textbox', { name, exact: true });
/** The form's own message (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

test.beforeEach(async ({ context }) => quietPopups(context));

test.describe('orders and addresses', () => {
  test('add, edit and delete an address', async ({ page, context }) => {
    const shopper = freshShopper('address');
    await signInAs(context, shopper, await registerShopper(shopper));
    await page.goto('/pages/address');
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a new address' }).click();
    await expect(field(page, 'First name')).toHaveValue(shopper.first_name);
    await field(page, 'Street and house number').fill('Via Garibaldi 12');
    await field(page, 'Town / City').fill('Torino');
    await field(page, 'Postcode').fill('101');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(field(page, 'Postcode')).toHaveAccessibleDescription('Enter a valid postcode (five digits in Italy).');
    await expect(field(page, 'Street and house number')).toHaveValue('Via Garibaldi 12');
    await field(page, 'Postcode').fill('10122');
    await field(page, 'Province / County (optional)').fill('TO');
    await page.getByRole('button', { name: 'Save address' }).click();

    const card = page.getByRole('listitem').filter({ hasText: 'Via Garibaldi 12' });
    await expect(card).toContainText('10122 Torino (TO)');
    await expect(card).toContainText('Default');

    await card.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Street and house number').fill('Via Garibaldi 14');
    await page.getByRole('main').getByRole('radio', { name: 'Billing' }).check();
    await page.getByRole('button', { name: 'Save address' }).click();
    const edited = page.getByRole('listitem').filter({ hasText: 'Via Garibaldi 14' });
    await expect(edited).toContainText('Billing');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await edited.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
  });

  test('order history shows the order with its timeline, opens the invoice PDF, and hides it from others', async ({ page, context, browser }) => {
    test.setTimeout(90_000);
    const shopper = freshShopper('orders');
    const jwt = await registerShopper(shopper);
    const [product] = await inStockProducts(1);
    const itemCode = product!.variants.find((v) => v.stock > 2)?.sku ?? product!.sku;
    const orderName = await placeOrder(shopper, jwt, itemCode);
    await setOrderStatus(orderName, 'Paid', 'Bank transfer received');
    await setOrderStatus(orderName, 'Shipped', 'Parcel handed to the courier');

    await signInAs(context, shopper, jwt);
    await page.goto('/pages/orders');
    const row = page.getByRole('row').filter({ hasText: orderName });
    await expect(row).toContainText('Shipped');
    // Search by product, then by an order number nobody has.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(product!.name.split(' ')[0]!);
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await expect(page.getByRole('row').filter({ hasText: orderName })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('SAL-ORD-1999');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No order matches this search.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all orders' }).click();
    await expect(page).toHaveURL(/\/pages\/orders$/);
    await page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /In progress/ }).click();
    await expect(page).toHaveURL(/status=in-progress/);
    await expect(page.getByRole('row').filter({ hasText: orderName })).toBeVisible();

    await page.getByRole('link', { name: orderName, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderName}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Order progress' });
    // Dated steps, oldest first, the newest marked current.
    await expect(timeline.getByRole('listitem')).toHaveText([/Draft/, /To pay/, /Paid.*Bank transfer received/, /Shipped.*Parcel handed to the courier/]);
    await expect(timeline.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('Bank transfer (Bonifico)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('20123 Milano (MI)');

    const invoiceLink = page.getByRole('link', { name: /Download the invoice/ });
    const href = await invoiceLink.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');

    // Another customer: the order page and the invoice answer 404.
    const other = freshShopper('intruder');
    const otherContext = await browser.newContext();
    await signInAs(otherContext, other, await registerShopper(other));
    const intruder = await otherContext.newPage();
    const response = await intruder.goto(`/pages/orders/${orderName}`);
    expect(response?.status()).toBe(404);
    expect((await intruder.request.get(href!)).status()).toBe(404);
    await otherContext.close();
    // Nobody signed in: 401, never the file.
    expect((await (await browser.newContext()).request.get(`${SHOP_URL}${href}`)).status()).toBe(401);
  });

  test('a guest tracks an order with its number and e-mail', async ({ page }) => {
    const shopper = freshShopper('track');
    const jwt = await registerShopper(shopper);
    const [product] = await inStockProducts(1);
    const orderName = await placeOrder(shopper, jwt, product!.variants.find((v) => v.stock > 2)?.sku ?? product!.sku);
    await page.goto('/pages/track-order');
    await field(page, 'Order number').fill(orderName);
    await field(page, 'Email address used for the order').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track the order' }).click();
    await expect(formAlert(page)).toContainText('We found no order with this number and email address.');
    await field(page, 'Email address used for the order').fill(shopper.email);
    await page.getByRole('button', { name: 'Track the order' }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderName}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status updates' })).toContainText('To pay');
  });

  test('a new shopper sees the empty order history with Go Shop', async ({ page, context }) => {
    const shopper = freshShopper('empty');
    await signInAs(context, shopper, await registerShopper(shopper));
    await page.goto('/pages/orders');
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Shop' })).toHaveAttribute('href', '/shop');
  });
});
