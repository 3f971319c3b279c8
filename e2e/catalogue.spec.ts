import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { cardPrices, escapeRegExp, filters, openListing, products, resultCount, total } from './support/listing-page';

/**
 * The shop listing (/shop and its variants): filters, sort, pages, layouts, on the default mock
 * profile, which answers as the real back-end: Italian content, category paths of labels, feature
 * facets only for one product family, one item per product.
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

test.describe('the shop listing', () => {
  test('filters by category, sub-category and a feature of the one product family, with the state in the URL and back/forward working', async ({
    page,
  }) => {
    await openListing(page);
    const all = await total(page);
    // A mix of families has no feature facets.
    await expect(filters(page).getByRole('region', { name: 'Brand' })).toHaveCount(0);
    await filters(page)
      .getByRole('link', { name: /^Electrical\b/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/category=Materiale-elettrico$/);
    // Named as the shop owner translated it (a Translation row); the link sends the back-end its Italian path.
    await expect(page.getByRole('heading', { level: 1, name: 'Electrical' })).toBeVisible();
    const electrical = await total(page);
    expect(electrical).toBeLessThan(all);
    expect(electrical).toBeGreaterThan(0);

    await filters(page)
      .getByRole('link', { name: /^Light bulbs\b/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/category=Materiale-elettrico%2CLampadine$/);
    const bulbs = await total(page);
    const brand = filters(page).getByRole('region', { name: 'Brand' }).getByRole('link').first();
    const brandName = (await brand.innerText()).split('\n')[0]!.trim();
    await brand.click();
    await expect(page).toHaveURL(
      new RegExp(
        `category=Materiale-elettrico%2CLampadine/field_\\d+_feature_s=${escapeRegExp(encodeURIComponent(brandName))}$`,
      ),
    );
    await expect(page.getByRole('link', { name: `Remove filter Brand: ${brandName}` })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(bulbs);
    await expect(products(page).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/category=Materiale-elettrico%2CLampadine$/);
    await expect.poll(() => total(page)).toBe(bulbs);
    await page.goForward();
    await expect(page).toHaveURL(/feature_s=/);
  });

  test('marks the back-end\'s Italian names with lang="it" on an English page', async ({ page }) => {
    // A category the shop owner has not translated keeps its Italian name.
    await openListing(page, '/shop?category=Giardino%2CTerricci-e-concimi');
    await expect(page.getByRole('heading', { level: 1, name: 'Terricci e concimi' })).toHaveAttribute('lang', 'it');
    await expect(products(page).first().getByRole('heading')).toHaveAttribute('lang', 'it');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('offers no popularity or rating sort: the real back-end sorts only by price and date', async ({ page }) => {
    await openListing(page);
    const options = await page
      .getByLabel('Sort by')
      .locator('option')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    expect(options).toEqual(['default', 'newest', 'price-asc', 'price-desc']);
  });

  test('narrows the price: every product shown costs something inside the range', async ({ page }) => {
    await openListing(page);
    await filters(page).getByLabel('Min (€)').fill('10');
    await filters(page).getByLabel('Max (€)').fill('30');
    await filters(page).getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/shop\/search\?min_price=10&max_price=30$/);
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
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/order_by=price-asc/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    const prices = await cardPrices(products(page));
    expect(prices.length).toBe(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('changes the page size and the page; a reload gives the same listing from the URL', async ({ page }) => {
    await openListing(page);
    await expect(products(page)).toHaveCount(12);
    await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('24');
    await expect(page).toHaveURL(/per_page=24/);
    await expect(products(page)).toHaveCount(24);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/per_page=24\/page=2/);
    await expect(resultCount(page)).toHaveText(/^Showing 25–48 of/);
    const names = await products(page).getByRole('heading').allInnerTexts();
    await page.reload();
    await expect(resultCount(page)).toHaveText(/^Showing 25–48 of/);
    expect(await products(page).getByRole('heading').allInnerTexts()).toEqual(names);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a bad value in the URL falls back to its default instead of failing', async ({ page }) => {
    const response = await page.goto('/shop?page=-3&per_page=999&order_by=cheapest&min_price=abc&view=mosaic');
    expect(response?.status()).toBe(200);
    await expect(resultCount(page)).toHaveText(/^Showing 1–12 of/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default');
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
    await expect(
      page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'List view' }),
    ).toHaveAttribute('aria-current', 'true');
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
    await filters(page)
      .getByRole('link', { name: /^Garden\b/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/category=Giardino$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shop\/category=Giardino\/order_by=price-asc$/);
    const prices = await cardPrices(products(page));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await filters(page).getByLabel('Max (€)').fill('20');
    await filters(page).getByRole('button', { name: 'Filter' }).click();
    // A plain form sends a query, with the empty minimum: the shop answers with the listing's own
    // address, a price range's under /search, where "no minimum" is not written.
    await expect(page).toHaveURL(/\/shop\/search\?category=Giardino&max_price=20&order_by=price-asc$/);
    await expect(page.getByRole('link', { name: 'Remove filter Price: up to €20.00' })).toBeVisible();
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
