import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { backendCall, DEMO_USER, signInContext, signInJwt } from './support/backend';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '../lib/storage-keys';
import { euro, listingCall, unitPrice, type SeedProduct } from './support/catalogue';
import { recordToasts, shownToastTexts } from './support/toasts';

/**
 * The product page in its ten layouts, cart, reviews, 404 and structured data, on the
 * default mock profile (the real back-end's answers: one item per product, `variants: []`, the
 * back-end's slug `det/<name>-<sku>` in the URL). Variants: catalogue.extended.spec.ts.
 */
const LAYOUTS = [
  'center',
  'extended',
  'fullwidth',
  'grid',
  'left-sidebar',
  'right-sidebar',
  'sticky-both',
  'sticky-cart',
  'sticky-info',
  'transparent',
];

let product: SeedProduct;

test.beforeAll(async () => {
  const { body } = await listingCall({ per_page: 12, is_in_stock: 1 });
  product = body.message.products[1]!;
});

// The newsletter popup opens after 20 s or a scroll and would cover the page: count it as
// already shown. The storage version key goes first, or the boot script clears the shop's storage
// on the first load (and with it the `auth` record signInContext writes).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    ([versionKey, version, popupKey]) => {
      localStorage.setItem(versionKey, version);
      if (!localStorage.getItem(popupKey))
        localStorage.setItem(popupKey, JSON.stringify({ state: { status: 'shown', at: 0 }, version: 1 }));
    },
    [STORAGE_VERSION_KEY, STORAGE_VERSION, STORAGE_KEYS.newsletterPopup] as const,
  );
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The buy box: the region around the page's own "Add to cart" (not the sticky bar's, not a card's). */
async function addToCart(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
}

test.describe('product detail', () => {
  test('related products come as a heading, their cards read when the shopper scrolls near', async ({ page }) => {
    const path = `/product/fullwidth/${product.slug}`;
    const html = await (await page.request.get(path)).text();
    const sent = html.slice(html.indexOf('aria-labelledby="related-products-title"'));
    expect(sent.slice(0, sent.indexOf('</section>'))).not.toContain('<article');

    await page.goto(path);
    const slider = page.getByRole('region', { name: 'Related products' });
    await slider.scrollIntoViewIfNeeded();
    const cards = slider.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(slider.getByRole('heading', { name: product.name, exact: true })).toHaveCount(0);
    await cards.first().getByRole('link').last().click();
    await expect(page).not.toHaveURL(new RegExp(`${escape(product.slug)}$`));

    const related = (query: string) => page.request.get(`/api/product/related?${query}`);
    expect((await related('slug=det/no-such-product-000000&locale=en')).status()).toBe(404);
    expect((await related('slug=..%2F..&locale=en')).status()).toBe(400);
  });

  test('every layout, and the generic route, shows the name, the price and Add to cart', async ({ page }) => {
    test.slow(); // eleven pages
    for (const path of [...LAYOUTS.map((l) => `/product/${l}/${product.slug}`), `/product/${product.slug}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: product.name }), path).toBeVisible();
      await expect(page.getByText(euro(unitPrice(product))).first(), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true }).first(), path).toBeVisible();
    }
  });

  test('one item per product: no variant picker, and the cart line is the product sku', async ({ page }) => {
    await recordToasts(page);
    await page.goto(`/product/fullwidth/${product.slug}`);
    await expect(page.getByTestId('product-sku')).toHaveText(product.sku);
    await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
    // docs/decisions.md "tracking events": the view is in the data layer in the GA4 shape.
    const viewItem = () =>
      page.evaluate(
        () =>
          (window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: unknown }> }).dataLayer?.find(
            (e) => e.event === 'view_item',
          )?.ecommerce ?? null,
      );
    await expect.poll(viewItem).toMatchObject({ currency: 'EUR', items: [{ item_id: product.sku }] });
    await addToCart(page);
    await expect
      .poll(() => shownToastTexts(page))
      .toContainEqual(expect.stringContaining('has been added to your cart!'));
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-list') ?? '{}').state?.lines ?? []);
    expect(lines).toEqual([expect.objectContaining({ sku: product.sku, slug: product.slug, qty: 1 })]);
  });

  test('the back-end\'s Italian texts: name marked lang="it", features with their units, the category trail', async ({
    page,
  }) => {
    await page.goto(`/product/fullwidth/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveAttribute('lang', 'it');
    await page.getByRole('tab', { name: 'Additional information' }).click();
    const info = page.getByRole('tabpanel', { name: 'Additional information' });
    await expect(info.getByRole('rowheader', { name: 'Marca' })).toBeVisible();
    await expect(info.getByRole('row', { name: /^Peso [\d.]+ kg$/ })).toBeVisible();
    // Breadcrumb categories lead to the listing of their label path.
    const group = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link')
      .nth(2)
      .getAttribute('href');
    expect(group).toMatch(/^\/shop\/category=[^/]+$/);
    expect(group).not.toContain('%2C');
  });

  test("the old storefront's /det/<name>-<sku> opens the product", async ({ page }) => {
    const response = await page.goto(`/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/product/fullwidth/${escape(product.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('a quantity outside 1..99 is refused with a message', async ({ page }) => {
    await page.goto(`/product/fullwidth/${product.slug}`);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('150');
    await expect(page.getByRole('alert').filter({ hasText: 'at most 99' })).toBeVisible();
    await addToCart(page);
    await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
    await quantity.fill('3');
    await expect(page.getByRole('alert').filter({ hasText: 'at most 99' })).toHaveCount(0);
  });

  test('the gallery opens a lightbox that Escape closes', async ({ page }) => {
    await page.goto(`/product/fullwidth/${product.slug}`);
    await page
      .getByRole('button', { name: /^Open picture 1 of/ })
      .first()
      .click();
    const lightbox = page.getByRole('dialog', { name: new RegExp(`^Pictures of ${escape(product.name)}`) });
    await expect(lightbox).toBeVisible();
    const counter = lightbox.getByText(/^Picture \d+ of \d+$/);
    await expect(counter).toHaveText(/^Picture 1 of \d+$/);
    const count = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
    if (count > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`Picture 2 of ${count}`);
    }
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // Focus comes back to the page's picture the shopper ended on.
    await expect(
      page.getByRole('button', { name: `Open picture ${count > 1 ? 2 : 1} of ${count} full screen` }).first(),
    ).toBeFocused();
  });

  test('an anonymous shopper is asked to log in to review', async ({ page }) => {
    await page.goto(`/product/fullwidth/${product.slug}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
    const login = panel.getByRole('link', { name: 'Log in to write a review' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute(
      'href',
      new RegExp(`^/pages/login\\?next=${escape(encodeURIComponent(`/product/fullwidth/${product.slug}`))}`),
    );
    await expect(panel.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  });

  test('a logged-in shopper posts a review and sees it without a reload', async ({ page, context }) => {
    // One review per customer per item: remove an earlier run's review first.
    const jwt = await signInJwt();
    await backendCall('mymb_ecommerce.mymb_ecommerce.item_review.delete_item_review', { item_code: product.sku }, jwt);
    await signInContext(context);

    await page.goto(`/product/fullwidth/${product.slug}#reviews`);
    const panel = page.getByRole('tabpanel', { name: /^Reviews/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(`Posting as ${DEMO_USER.first_name} ${DEMO_USER.last_name}`)).toBeVisible();

    // The form's own checks speak first.
    await panel.getByRole('button', { name: 'Submit review' }).click();
    await expect(panel.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(panel.getByText('The title needs at least 3 characters.')).toBeVisible();

    const title = `Sturdy and honest ${Date.now().toString(36)}`;
    await panel.getByRole('radio', { name: '4 stars: Good' }).check();
    await panel.getByLabel('Title').fill(title);
    await panel.getByLabel('Your review').fill('Used it all weekend on the garden fence: does what it promises.');
    await panel.getByRole('button', { name: 'Submit review' }).click();

    await expect(panel.getByRole('status').filter({ hasText: 'Your review is now published.' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByText(`${DEMO_USER.first_name} ${DEMO_USER.last_name}`).first()).toBeVisible();

    // A second review of the same item is refused with a clear message.
    await panel.getByRole('radio', { name: '5 stars: Perfect' }).check();
    await panel.getByLabel('Title').fill('Again');
    await panel.getByLabel('Your review').fill('Trying to review the same product twice.');
    await panel.getByRole('button', { name: 'Submit review' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'already reviewed' })).toBeVisible();
  });

  test('an unknown slug answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/product/fullwidth/det/no-such-product-abc-defghi-000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect((await page.goto('/product/fullwidth/no-such-product-at-all'))?.status()).toBe(404);
    expect((await page.goto(`/product/not-a-layout/${product.slug}`))?.status()).toBe(404);
  });

  test('the JSON-LD parses and names the product, its price and currency', async ({ page }) => {
    await page.goto(`/product/grid/${product.slug}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const ld = data.find((d) => d['@type'] === 'Product') as { name: string; sku: string; offers: unknown } | undefined;
    expect(ld?.name).toBe(product.name);
    expect(ld?.sku).toBe(product.sku);
    const offers = (Array.isArray(ld?.offers) ? ld.offers : [ld?.offers]) as Array<{
      price: string;
      priceCurrency: string;
      sku: string;
    }>;
    const offer = offers.find((o) => o.sku === product.sku) ?? offers[0]!;
    expect(offer.priceCurrency).toBe('EUR');
    expect(Number(offer.price)).toBeCloseTo(unitPrice(product), 2);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as
      { itemListElement: Array<{ name: string }> } | undefined;
    expect(crumbs?.itemListElement.at(-1)?.name).toBe(product.name);
    // The canonical URL is the same for every layout.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/fullwidth/${escape(product.slug)}$`),
    );
  });

  test('axe finds no serious or critical problem on the page, the reviews tab or the lightbox', async ({ page }) => {
    await page.goto(`/product/sticky-both/${product.slug}`);
    await expectNoSeriousA11yIssues(page, { include: 'main', label: 'product page' });
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expectNoSeriousA11yIssues(page, { include: 'main', label: 'reviews tab' });
    await page
      .getByRole('button', { name: /^Open picture 1 of/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yIssues(page, { include: 'dialog[open]', label: 'lightbox' });
  });
});
