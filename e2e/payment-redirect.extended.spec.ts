import { expect, test, type Page } from '@playwright/test';
import { EXTENDED_MOCK_URL, EXTENDED_SHOP_URL } from './support/backend';
import { backendOrders, orderByCard, uniqueEmail } from './support/checkout';

/**
 * Ways to pay that leave the shop and come back (PayPal, Klarna, Satispay through Stripe), on the
 * extended back-end's test gateway: its page approves, leaves pending, fails or cancels, and sends
 * the shopper back with Stripe's parameters. The result page believes the intent's status, never
 * `redirect_status`, and a failed payment is paid again on the same order.
 */
/** From the card page to the gateway's page, a decision there, and back to the shop. */
async function payByRedirect(page: Page, decision: RegExp) {
  await page.getByRole('button', { name: 'Pay with a redirect method (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  expect(page.url()).toContain(EXTENDED_MOCK_URL);
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL(new RegExp(`^${EXTENDED_SHOP_URL}/pages/`));
}

test('a redirect payment that succeeds shows the order, and no one else’s browser sees it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('redirect-ok');
  const order = await orderByCard(page, email);
  await payByRedirect(page, /^Approve the payment$/);
  const back = new URL(page.url());
  expect(back.pathname).toBe('/pages/payment-success');
  expect(back.searchParams.get('order')).toBe(order);
  expect(back.searchParams.get('payment_intent')).toMatch(/^pi_/);
  expect(back.searchParams.get('redirect_status')).toBe('succeeded');
  await expect(page.getByText('We have received your card payment.', { exact: false })).toBeVisible();
  await expect(page.getByText(order, { exact: true })).toBeVisible();
  expect(await backendOrders(email, EXTENDED_MOCK_URL)).toMatchObject([{ name: order, status: 'Paid', paid: 1 }]);

  // The same return address in a browser that did not place the order shows no order.
  const stranger = await browser.newContext({ baseURL: EXTENDED_SHOP_URL });
  const other = await stranger.newPage();
  await other.goto(back.pathname + back.search);
  await expect(other.getByText(order)).toHaveCount(0);
  await expect(other.getByText('We have received your card payment.', { exact: false })).toHaveCount(0);
  await stranger.close();
});

test('a cancelled redirect ends on the failed page with Pay now; the second try pays the same order', async ({
  page,
}) => {
  const email = uniqueEmail('redirect-cancel');
  const order = await orderByCard(page, email);
  await payByRedirect(page, /^Cancel and go back to the shop$/);
  await expect(page).toHaveURL(new RegExp(`/pages/payment-failed\\?order=${order}$`));
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();

  expect(await backendOrders(email, EXTENDED_MOCK_URL)).toMatchObject([{ name: order, status: 'To Pay', paid: 0 }]);

  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/pay-stripe\\?order=${order}$`));
  await payByRedirect(page, /^Approve the payment$/);
  await expect(page.getByText('We have received your card payment.', { exact: false })).toBeVisible();
  const orders = await backendOrders(email, EXTENDED_MOCK_URL);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ name: order, status: 'Paid', paid: 1 });
});

test('a redirect that says succeeded for a payment that failed is not believed', async ({ page }) => {
  const email = uniqueEmail('redirect-lie');
  const order = await orderByCard(page, email);
  // Leave the gateway's answer in the URL, then claim success in redirect_status.
  await page.getByRole('button', { name: 'Pay with a redirect method (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  const gateway = new URL(page.url());
  const intent = gateway.searchParams.get('payment_intent')!;
  await page.getByRole('button', { name: /^Fail the payment$/ }).click();
  await expect(page).toHaveURL(/\/pages\/payment-failed\?order=/);

  const forged = new URL(`${EXTENDED_SHOP_URL}/pages/payment-success`);
  forged.searchParams.set('order', order);
  forged.searchParams.set('payment_intent', intent);
  forged.searchParams.set('payment_intent_client_secret', `${intent}_secret_forged`);
  forged.searchParams.set('redirect_status', 'succeeded');
  await page.goto(forged.toString());
  // The intent's own status decides: it failed, so the failed page, with Pay now on the same order.
  await expect(page).toHaveURL(new RegExp(`/pages/payment-failed\\?order=${order}$`));
  await expect(page.getByText('We have received your card payment.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
});

test('a redirect still processing says the confirmation comes by e-mail, in Italian too', async ({ page, context }) => {
  const email = uniqueEmail('redirect-pending');
  const order = await orderByCard(page, email);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', url: EXTENDED_SHOP_URL }]);
  await page.reload();
  await page.getByRole('button', { name: 'Paga con un metodo a reindirizzamento (prova)' }).click();
  await page.getByRole('button', { name: /^Approve later \(pending\)$/ }).click();
  await page.waitForURL(/\/pages\/payment-success\?/);
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('processing');
  await expect(page.getByText('Il pagamento è in corso di elaborazione.')).toBeVisible();
  await expect(page.getByText(/Ti confermeremo via e-mail/)).toBeVisible();
  await expect(page.getByText(order, { exact: true })).toBeVisible();
  // Nothing asks to pay again while the payment is on its way.
  await expect(page.getByRole('link', { name: 'Paga ora' })).toHaveCount(0);
  expect(await backendOrders(email, EXTENDED_MOCK_URL)).toMatchObject([{ name: order, status: 'To Pay', paid: 0 }]);
});

test('a redirect cancelled on the Slovak shop ends on its failed page, in Slovak, with Pay now', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('redirect-sk');
  const order = await orderByCard(page, email);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: EXTENDED_SHOP_URL }]);
  await page.reload();
  await page.getByRole('button', { name: 'Zaplatiť metódou s presmerovaním (test)' }).click();
  await page.getByRole('button', { name: /^Cancel and go back to the shop$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/payment-failed\\?order=${order}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { name: 'Platba sa nepodarila' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zaplatiť teraz' })).toHaveAttribute(
    'href',
    `/pages/pay-stripe?order=${order}`,
  );
  expect(await backendOrders(email, EXTENDED_MOCK_URL)).toMatchObject([{ name: order, status: 'To Pay', paid: 0 }]);
});
