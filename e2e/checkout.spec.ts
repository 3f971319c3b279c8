import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { APP_TOKEN, MOCK_URL, outbox, signInContext, DEMO_USER } from './support/backend';
import { euro } from './support/catalogue';
import {
  acceptTermsBox,
  backendOrders,
  fillCheckout,
  inStockItems,
  seedCart,
  summaryReady,
  uniqueEmail,
} from './support/checkout';

/** Who checks out: a guest, a guest who opens an account on the way, a signed-in shopper. */

const orderNumber = /SAL-ORD-\d{4}-\d{5}/;

test.describe('checkout', () => {
  test('is not available with an empty cart', async ({ page }) => {
    await page.goto('/pages/checkout');
    await expect(page.getByText('Checkout is not available while your cart is empty.')).toBeVisible();
    await page.goto('/pages/pay');
    await expect(page.getByText('Checkout is not available while your cart is empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toHaveCount(0);
  });

  test('guest checkout by bank transfer ends on the order complete page with the bank details', async ({ page }) => {
    const email = uniqueEmail('guest');
    const [a, b] = await inStockItems({ count: 2 });
    await seedCart(
      page,
      [
        { ...a!, qty: 1 },
        { ...b!, qty: 1 },
      ],
      '/pages/pay',
    );
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Checkout progress' }).getByRole('link', { name: /Order complete/ }),
    ).toHaveCount(0);
    await summaryReady(page);
    // Bank transfer is the default method, Italy the default country.
    await expect(page.getByRole('radio', { name: 'Bank transfer (Bonifico)' })).toBeChecked();
    await expect(page.getByRole('main').getByLabel('Country / Region')).toHaveValue('IT');
    const begin = await page.evaluate(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'begin_checkout'),
    );
    expect(begin).toMatchObject({ ecommerce: { items: [{ item_id: a!.sku }, { item_id: b!.sku }] } });

    // Submitting empty shows each error next to its field.
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel('Email address')).toBeFocused();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await fillCheckout(page, { email });
    // An invoice for a private person with a wrong codice fiscale is refused with its cause.
    await page.getByRole('main').getByLabel('I need an invoice').check();
    await page.getByRole('main').getByLabel('Tax code (codice fiscale)').fill('RSSMRA85T10A562T');
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(
      page.getByText('This tax code is not valid: its last character does not match.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('main').getByLabel('Tax code (codice fiscale)').fill('RSSMRA85T10A562S');
    await page.getByRole('main').getByLabel('Order notes (optional)').fill('Please ring twice.');
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();

    await expect(page).toHaveURL(/\/pages\/payment-success\?paymentgateway=transfer&order=SAL-ORD-/);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    // The bank details: the back-end's own transfer text (sanitised), the amount and the order number as the reason.
    const bank = page.getByRole('region', { name: 'Our bank details' });
    await expect(bank.getByText('IT60X0542811101000000123456')).toBeVisible();
    await expect(bank.getByText('Bottega Ferramenta S.r.l.')).toBeVisible();
    const order = (await bank.getByRole('definition').filter({ hasText: orderNumber }).textContent())!.trim();
    expect(page.url()).toContain(`order=${order}`);
    const total = Math.round((a!.price + b!.price) * 100) / 100;
    const shipping = total >= 79 ? 0 : 4.5;
    await expect(bank.getByText(euro(total + shipping)).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout progress' }).getByText('Order complete')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // The cart is emptied once the order exists; the purchase event is sent.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state?.lines?.length))
      .toBe(0);
    const purchase = await page.evaluate(() =>
      (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'purchase'),
    );
    expect(purchase).toMatchObject({ ecommerce: { transaction_id: order } });
    // The address is kept in the browser for next time.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('address') ?? 'null'));
    expect(saved).toMatchObject({ email, shipping: { city: 'Torino', pincode: '10122', country: 'IT' } });

    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({
      name: order,
      status: 'To Pay',
      payment_method: 'transfer',
      total: Math.round((total + shipping) * 100) / 100,
      business_info: { tax_code: 'RSSMRA85T10A562S' },
    });
    expect(stored!.items.map((i) => i.item_code).sort()).toEqual([a!.sku, b!.sku].sort());
    const mail = await outbox(email);
    expect(mail[0]?.subject).toContain(order);
    expect(mail[0]?.text).toContain('IT60X0542811101000000123456');

    // Back at the checkout, the last address is filled in.
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await expect(page.getByRole('main').getByLabel('Street address')).toHaveValue('Via Garibaldi 12');
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
  });

  test('a guest orders with the keyboard alone: every field, the terms box and the order button in Tab order', async ({
    page,
  }) => {
    const email = uniqueEmail('keyboard');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    const main = page.getByRole('main');
    const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
    /** Tab forward, as a shopper does, until `target` has the focus: it must come within a few stops. */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 25 && !(await focused(target)); i += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    };

    // From the top of the page: the skip link, then into the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (const [label, text] of [
      ['Email address', email],
      ['Phone', '+39 333 123 4567'],
      ['First name', 'Giulia'],
      ['Last name', 'Bianchi'],
      ['Street address', 'Via Garibaldi 12'],
      ['Postcode', '10122'],
      ['Town / City', 'Torino'],
    ] as const) {
      await tabTo(main.getByLabel(label));
      await page.keyboard.type(text);
    }
    // Bank transfer is chosen already; the one box is ticked with the space bar.
    await tabTo(acceptTermsBox(page));
    await page.keyboard.press('Space');
    await expect(acceptTermsBox(page)).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Order with obligation to pay' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/pages\/payment-success\?paymentgateway=transfer&order=SAL-ORD-/);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ payment_method: 'transfer' });
  });

  test('new account at checkout: the shopper is signed in, the order is theirs, the JWT stays on the server', async ({
    page,
  }) => {
    const email = uniqueEmail('newacct');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 2 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email, first: 'Paolo', last: 'Verdi' });
    await page.getByRole('main').getByLabel('Create an account with these details').check();
    await page.getByRole('main').getByLabel('Password').fill('Sicura-2026');
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();

    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const auth = await page.evaluate(() => localStorage.getItem('auth'));
    expect(auth).toContain('Paolo');
    expect(auth).not.toMatch(/eyJ/);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/shop_session|shop_orders/);
    const [stored] = await backendOrders(email);
    expect(stored).toMatchObject({ user_email: email, payment_method: 'transfer' });
  });

  test('card is not offered when the back-end has no card gateway and no Stripe key is configured', async ({
    page,
  }) => {
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await expect(page.getByRole('radio', { name: 'Bank transfer (Bonifico)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Credit card (Carta di Credito)' })).toHaveCount(0);
    await expect(
      page.getByText('Card payment is not available at the moment: please pay by bank transfer.'),
    ).toBeVisible();
  });

  test('an order page shows nothing to another browser, whatever the URL says', async ({ page, browser }) => {
    const email = uniqueEmail('private');
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await summaryReady(page);
    await fillCheckout(page, { email });
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const url = page.url();

    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(url);
    await expect(stranger.getByText('Thank you. Your order has been received.')).toHaveCount(0);
    await expect(stranger.getByRole('region', { name: 'Our bank details' })).toHaveCount(0);
    await expect(stranger.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
    await other.close();
  });

  test('a signed-in shopper finds the saved address filled in and orders with it as their own', async ({
    page,
    context,
  }) => {
    await signInContext(context);
    const [a] = await inStockItems({ count: 1 });
    await seedCart(page, [{ ...a!, qty: 1 }], '/pages/pay');
    await expect(page.getByText(`Signed in as ${DEMO_USER.email}.`)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Street address')).toHaveValue('Via Torino 45');
    await expect(page.getByRole('main').getByLabel('Town / City')).toHaveValue('Milano');
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(DEMO_USER.email);
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue(DEMO_USER.first_name);

    // The order is the shopper's own, and the saved address is reused instead of copied once more.
    const addresses = async () => {
      const filters = JSON.stringify([['Dynamic Link', 'link_name', '=', DEMO_USER.email]]);
      const res = await fetch(
        `${MOCK_URL}/api/resource/Address?filters=${encodeURIComponent(filters)}&limit_page_length=0`,
        { headers: { Authorization: APP_TOKEN } },
      );
      return ((await res.json()) as { data: unknown[] }).data.length;
    };
    const before = await addresses();
    await page.getByRole('main').getByLabel('Phone').fill('+39 347 123 4567');
    await acceptTermsBox(page).check();
    await summaryReady(page);
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const order = new URL(page.url()).searchParams.get('order');
    const [stored] = await backendOrders(DEMO_USER.email);
    expect(stored).toMatchObject({ name: order, user_email: DEMO_USER.email });
    expect(await addresses()).toBe(before);
  });
});
