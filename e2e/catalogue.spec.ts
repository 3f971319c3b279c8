import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yIssues } from './support/axe';
import { backendCall, signInContext } from './support/backend';
import { listingCall } from './support/catalogue';

/**
 * Issue 3: the catalogue (/shop and its variants), filters, sort, pages, tabs, suggestions, quick
 * view, on the default mock profile, which answers as the real back-end: Italian content, category
 * paths of labels, feature facets only for one product family, one item per product.
 */
const SHOP_ROUTES = [
  '/shop',
  '/shop/grid',
  '/shop/boxed-image',
  '/shop/boxed-slider',
  '/shop/horizontal-filter-1',
  '/shop/horizontal-filter-2',
  '/shop/infinite-scroll',
  '/shop/list',
  '/shop/off-canvas',
  '/shop/right-sidebar',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const resultCount = (page: Page) => page.getByText(/^Showing \d+–\d+ of [\d,]+ products?$/);

/** The lowest price a card shows: the first euro amount of its text (a sale price comes before the struck one). */
async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => {
    const match = /€([\d,]+\.\d{2})/.exec(text);
    if (!match) throw new Error(`no price in card: ${text}`);
    return Number(match[1]!.replace(/,/g, ''));
  });
}

/**
 * Opens a listing and waits until it is hydrated (the search tabs appear only then), so that a
 * click is handled by the client router rather than racing it.
 */
async function openListing(page: Page, path = '/shop') {
  const response = await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Your searches' }).getByRole('link').first()).toBeVisible();
  return response;
}

async function total(page: Page): Promise<number> {
  const text = await resultCount(page).innerText();
  return Number(/of ([\d,]+)/.exec(text)![1]!.replace(/,/g, ''));
}

test.describe('the shop listing', () => {
  test('filters by category, sub-category and a feature of the one product family, with the state in the URL and back/forward working', async ({ page }) => {
    await openListing(page);
    const all = await total(page);
    // A mix of families has no feature facets.
    await expect(filters(page).getByRole('region', { name: 'Marca' })).toHaveCount(0);
    await filters(page).getByRole('link', { name: /^Materiale elettrico\b/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=Materiale-elettrico$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Materiale elettrico' })).toBeVisible();
    const electrical = await total(page);
    expect(electrical).toBeLessThan(all);
    expect(electrical).toBeGreaterThan(0);

    await filters(page).getByRole('link', { name: /^Lampadine\b/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=Materiale-elettrico%2CLampadine$/);
    const bulbs = await total(page);
    const brand = filters(page).getByRole('region', { name: 'Marca' }).getByRole('link').first();
    const brandName = (await brand.innerText()).split('\n')[0]!.trim();
    await brand.click();
    await expect(page).toHaveURL(new RegExp(`category=Materiale-elettrico%2CLampadine&field_\\d+_feature_s=${escape(encodeURIComponent(brandName)).replace(/%20/g, '(%20|\\+)')}$`));
    await expect(page.getByRole('link', { name: `Remove filter Marca: ${brandName}` })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(bulbs);
    await expect(products(page).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=Materiale-elettrico%2CLampadine$/);
    await expect.poll(() => total(page)).toBe(bulbs);
    await page.goForward();
    await expect(page).toHaveURL(/feature_s=/);
  });

  test('marks the back-end\'s Italian names with lang="it" on an English page', async ({ page }) => {
    await openListing(page, '/shop?category=Giardino');
    await expect(page.getByRole('heading', { level: 1, name: 'Giardino' })).toHaveAttribute('lang', 'it');
    await expect(products(page).first().getByRole('heading')).toHaveAttribute('lang', 'it');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('offers no popularity or rating sort: the real back-end sorts only by price and date', async ({ page }) => {
    await openListing(page);
    const options = await page.getByLabel('Sort by').locator('option').evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    expect(options).toEqual(['default', 'newest', 'price-asc', 'price-desc']);
  });

  test('narrows the price: every product shown costs something inside the range', async ({ page }) => {
    await openListing(page);
    await filters(page).getByLabel('Min (€)').fill('10');
    await filters(page).getByLabel('Max (€)').fill('30');
    await filters(page).getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/min_price=10&max_price=30/);
    await expect(page.getByRole('link', { name: /^Remove filter Price: €10\.00 – €30\.00$/ })).toBeVisible();
    const texts = await products(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const prices = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
      // A card shows one price, a sale price before its struck regular price, or a range "min – max":
      // what the shopper can pay starts at the first amount, and part of it lies in 10..30.
      const low = prices[0]!;
      const high = Math.max(...prices);
      expect(high >= 10 && low <= 30, `${text.replace(/\s+/g, ' ')}`).toBe(true);
    }
  });

  test('sorts by price ascending: the prices on the page go up', async ({ page }) => {
    await openListing(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/order_by=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const prices = await cardPrices(products(page));
    expect(prices.length).toBe(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('changes the page size and the page; a reload gives the same listing from the URL', async ({ page }) => {
    await openListing(page);
    await expect(products(page)).toHaveCount(12);
    await page.getByLabel('Show', { exact: true }).selectOption('24');
    await expect(page).toHaveURL(/per_page=24/);
    await expect(products(page)).toHaveCount(24);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/per_page=24&page=2/);
    await expect(resultCount(page)).toHaveText(/^Showing 25–48 of/);
    const names = await products(page).getByRole('heading').allInnerTexts();
    await page.reload();
    await expect(resultCount(page)).toHaveText(/^Showing 25–48 of/);
    expect(await products(page).getByRole('heading').allInnerTexts()).toEqual(names);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a bad value in the URL falls back to its default instead of failing', async ({ page }) => {
    const response = await page.goto('/shop?page=-3&per_page=999&order_by=cheapest&min_price=abc&view=mosaic');
    expect(response?.status()).toBe(200);
    await expect(resultCount(page)).toHaveText(/^Showing 1–12 of/);
    await expect(page.getByLabel('Sort by')).toHaveValue('default');
  });

  test('a search with no result shows a helpful empty state', async ({ page }) => {
    await page.goto('/shop?search_term=zzqxv-nothing');
    await expect(page.getByRole('heading', { name: 'No products found for “zzqxv-nothing”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(products(page).first()).toBeVisible();
  });

  test('each of the ten /shop routes renders products', async ({ page }) => {
    test.slow();
    for (const path of SHOP_ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(products(page).first(), path).toBeVisible();
      expect(await products(page).count(), path).toBeGreaterThanOrEqual(12);
    }
    expect((await page.goto('/shop/grid/3'))?.status()).toBe(200);
    expect((await page.goto('/shop/grid/9'))?.status()).toBe(404);
  });

  test('the list layout and the grid/list switch', async ({ page }) => {
    await openListing(page);
    await page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
  });

  test('off-canvas filters open as a dialog and close with Escape', async ({ page }) => {
    await openListing(page, '/shop/off-canvas');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('infinite scroll loads the next page when the end comes into view', async ({ page }) => {
    await openListing(page, '/shop/infinite-scroll');
    await expect(products(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Load more products' }).scrollIntoViewIfNeeded();
    await expect(products(page)).toHaveCount(24);
    await expect(page).toHaveURL(/\/shop\/infinite-scroll$/);
  });

  test('search tabs: each search keeps a tab, and a tab can be removed', async ({ page }) => {
    await openListing(page);
    const tabs = page.getByRole('navigation', { name: 'Your searches' });
    await expect(tabs.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('combobox', { name: 'Search products' }).first().fill('vernice');
    await page.getByRole('combobox', { name: 'Search products' }).first().press('Enter');
    await expect(page).toHaveURL(/search_term=vernice/);
    await expect(tabs.getByRole('link', { name: /^vernice/ })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await tabs.getByRole('button', { name: 'Close the “vernice” search' }).click();
    await expect(tabs.getByRole('link', { name: /^vernice/ })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters, sort and price still work as links and GET forms', async ({ page }) => {
    await page.goto('/shop');
    await expect(products(page)).toHaveCount(12);
    await filters(page).getByRole('link', { name: /^Giardino\b/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=Giardino$/);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/category=Giardino&order_by=price-asc/);
    const prices = await cardPrices(products(page));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await filters(page).getByLabel('Max (€)').fill('20');
    await filters(page).getByRole('button', { name: 'Filter' }).click();
    // A plain form also sends the empty minimum; the listing reads it as "no minimum".
    await expect(page).toHaveURL(/category=Giardino&order_by=price-asc&(min_price=&)?max_price=20$/);
    await expect(page.getByRole('link', { name: 'Remove filter Price: up to €20.00' })).toBeVisible();
  });
});

test.describe('promo tabs', () => {
  test('a promo link opens a search tab named by its text, or activates the tab of its route', async ({ page }) => {
    await openListing(page);
    const tabs = page.getByRole('navigation', { name: 'Your searches' });
    await page.getByRole('link', { name: 'Stagione del giardino: tutto per il tuo verde' }).click();
    await expect(page).toHaveURL(/\/shop\?category=Giardino$/);
    await expect(tabs.getByRole('link', { name: /^Stagione del giardino/ })).toHaveAttribute('aria-current', 'page');
    // This promo's route is the plain listing (its sort does not make another tab): the All tab becomes active.
    await page.getByRole('link', { name: 'Fino al 40% di sconto su articoli selezionati' }).click();
    await expect(page).toHaveURL(/\/shop\?order_by=price-asc$/);
    await expect(tabs.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link')).toHaveCount(2);
  });
});

test.describe('header search suggestions', () => {
  test('appear after 3 characters, not after 2, with one request for a quickly typed word', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search')) requests.push(r.url());
    });
    await openListing(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('tr', { delay: 40 });
    await page.waitForTimeout(1200);
    expect(requests).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();

    await box.pressSequentially('apano', { delay: 40 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await expect(option).toContainText('€');
    await page.waitForTimeout(900);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('q=trapano');
    await expect(option.locator('[lang="it"]')).toHaveCount(1);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });

  test('a suggestion leads to its product', async ({ page }) => {
    await openListing(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.pressSequentially('trapano', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    // The back-end's slug keeps its slash: /product/<layout>/det/<name>-<sku>.
    await expect(page).toHaveURL(/\/product\/fullwidth\/det\/[a-z0-9-]+$/);
  });
});

test.describe('cards and the cart', () => {
  test('add to cart from a card shows the toast and the mini cart count rises', async ({ page }) => {
    await openListing(page);
    const cart = page.getByRole('button', { name: /^Cart, / }).first();
    await expect(cart).toHaveAccessibleName('Cart, empty');
    const card = products(page).filter({ has: page.getByRole('button', { name: 'Add to cart', exact: true }) }).first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'has been added to your cart!' });
    await expect(toast).toContainText(name);
    await toast.hover(); // toasts close after 2 s unless hovered
    await expect(toast.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/pages/cart');
    await expect(toast.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/pages/pay');
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    const pushed = await page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'add_to_cart'));
    expect(pushed).toBe(true);
  });

  test('the wishlist heart asks an anonymous shopper to log in', async ({ page }) => {
    await openListing(page);
    await products(page).first().getByRole('button', { name: /^Save .* to wishlist$/ }).click();
    await expect(page.getByText('To add wishlist, please login')).toBeVisible();
  });
});

test.describe('the wishlist from the listing', () => {
  test('anonymous: /shop?wishlist=true asks to sign in first and comes back', async ({ page }) => {
    await page.goto('/shop?wishlist=true');
    await expect(page).toHaveURL(/\/pages\/login\?next=%2Fshop%3Fwishlist%3Dtrue/);
  });

  test('signed in: the heart saves the product and the wishlist link lists it', async ({ page, context }) => {
    const jwt = await signInContext(context);
    await openListing(page);
    const card = products(page).first();
    const name = await card.getByRole('heading').innerText();
    const listed = await listingCall({ page: 1, per_page: 12 });
    const sku = listed.body.message.products.find((p) => p.name === name)!.sku;
    // Start from a known state: another journey may have saved it with the same account.
    await backendCall('mymb_ecommerce.mymb_ecommerce.wishlist.remove_from_wishlist', { item_code: sku }, jwt);
    await page.reload();
    const heart = products(page).first().getByRole('button', { name: `Save ${name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText(`${name} is now in your wishlist.`)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/shop?wishlist=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
    await expect(products(page).filter({ has: page.getByRole('heading', { name, exact: true }) })).toHaveCount(1);
    await backendCall('mymb_ecommerce.mymb_ecommerce.wishlist.remove_from_wishlist', { item_code: sku }, jwt);
  });
});

test.describe('accessibility', () => {
  const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

  test('axe finds no serious or critical violation on /shop', async ({ page }) => {
    await openListing(page);
    await expect(products(page).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, { tags: WCAG_21_AA });
  });

});

test.describe('the edges of the catalogue routes', () => {
  /**
   * Files of rendered pages in Next's file-system page cache (`.next/server/route-cache`, where
   * Next 16 writes pages rendered after the build) whose path names `token`: a page cached for a
   * made-up URL carries the URL's words in its path. Other journeys running at the same time
   * may cache their own pages meanwhile, so the probe looks for its own words only.
   */
  const cachedPagesNaming = (token: string) => {
    const root = join(process.cwd(), '.next/server/route-cache');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.toLowerCase().includes(token) && /\.(html|rsc|meta|body)$/.test(f));
  };

  test('20 made-up products and 20 made-up categories answer 404 and leave nothing in the route cache', async ({ request }) => {
    test.slow();
    const run = `probe${Date.now().toString(36)}`;
    for (let i = 0; i < 20; i++) {
      expect((await request.get(`/product/fullwidth/det/${run}-${i}-abc-defghi-00000${i % 10}`)).status(), `product ${i}`).toBe(404);
      expect((await request.get(`/shop?category=${run}-${i}`)).status(), `category ${i}`).toBe(404);
    }
    expect(cachedPagesNaming(run)).toEqual([]);
  });

  test('a very long category answers 404, not a server error', async ({ request }) => {
    const long = `${'Categoria-molto-lunga,'.repeat(40)}Fine`;
    expect((await request.get(`/shop?category=${encodeURIComponent(long)}`)).status()).toBe(404);
  });

  test('a category of the menu lists its products; an unknown layout is a 404', async ({ request }) => {
    expect((await request.get('/shop?category=Utensili%2CUtensili-manuali')).status()).toBe(200);
    expect((await request.get('/product/no-such-layout/det/trapano-abc-defghi-000001')).status()).toBe(404);
  });
});
