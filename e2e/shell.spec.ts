import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { languageOf } from './support/language';

test.describe('the shell of every page', () => {
  test('home shows the server menu, the footer and the promo tabs', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // The menu is the back-end's: entries the shop owner translated (Translation rows) in English,
    // the page's language; the others in the catalogue's Italian, marked lang="it".
    await expect(menu.getByRole('link', { name: 'Tools', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Garden', exact: true })).toBeVisible();
    expect(await languageOf(menu.getByText('Tools', { exact: true }))).toBe('en');
    await expect(menu.getByText('Terricci e concimi', { exact: true })).toHaveAttribute('lang', 'it');
    // The disabled menu row is dropped.
    await expect(menu.getByRole('link', { name: 'Saldi di Natale' })).toHaveCount(0);
    // Menu entries link to the listing of their category path of labels.
    await expect(menu.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute(
      'href',
      '/shop/category=Utensili',
    );
    await menu.getByRole('link', { name: 'Tools', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/shop\/category=[^/]+$/);
    await expect(page.getByRole('contentinfo')).toContainText('Bottega');
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /contatt/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').locator('[lang="it"]').first()).toBeVisible();
    // Promo slides: Published and for shoppers only (not the draft, not the trade-only one).
    await expect(page.locator('[data-promo-tab]').first()).toBeVisible();
    await expect(promoTab(page, 'Spedizione gratuita da 79,00 €')).toHaveCount(1);
    await expect(promoTab(page, 'Saldi invernali (terminati)')).toHaveCount(0);
    await expect(promoTab(page, 'Prezzi riservati ai professionisti')).toHaveCount(0);
    await expect(page.getByText('Up to 40% OFF on Selected Items')).toBeVisible();
  });

  test('the icons are drawn from the sprite file, which no page carries', async ({ page }) => {
    await page.goto('/');
    // An icon is a <use> of a symbol in one file kept by the browser: it has a size only once
    // the file has come and holds that symbol.
    const cart = page.locator('header use[href$="#icon-cart"]').first();
    await expect(cart).toHaveAttribute('href', /^\/_next\/static\/media\/icons\.[\w-]+\.svg#icon-cart$/);
    await expect.poll(() => cart.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    // A line in the text's colour (the page's `.icon` rule), not a black filled shape.
    const paint = await cart.evaluate((use) => {
      const style = getComputedStyle(use);
      return { fill: style.fill, stroke: style.stroke, color: style.color };
    });
    expect(paint).toEqual({ fill: 'none', stroke: paint.color, color: expect.stringMatching(/^rgb/) });
    expect(await page.content()).not.toContain('<symbol');
  });

  test('switching to Italian persists across a reload, with no prefix in the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/pages/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('it');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('the notice bar stays dismissed', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Shop notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Shop notice' })).toBeHidden();
    await page.goto('/pages/about-us');
    await expect(page.getByRole('region', { name: 'Shop notice' })).toBeHidden();
  });

  test('the header search lands on the search’s own address', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').first();
    const box = search.getByRole('combobox', { name: 'Search products' });
    await box.fill('drill');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/search_term=drill/);
  });

  test('the search box is hidden on cart, checkout (both addresses), login and register', async ({ page }) => {
    for (const path of ['/pages/cart', '/pages/checkout', '/pages/pay', '/pages/login', '/pages/register']) {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
    }
  });

  test('an unknown path answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText("We're sorry, but the page you were looking for doesn't exist.")).toBeVisible();
    const useful = page.getByRole('navigation', { name: 'Useful links' });
    for (const name of ['Home', 'Account', 'Forget Password', 'About Us', 'Contact Us']) {
      await expect(useful.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });

  test('an unknown product layout or shop variant answers 404', async ({ request }) => {
    expect((await request.get('/product/sideways/some-product')).status()).toBe(404);
    expect((await request.get('/shop/upside-down')).status()).toBe(404);
  });

  test('legacy routes redirect permanently under /det', async ({ request }) => {
    const b2c = await request.get('/b2c/some-slug', { maxRedirects: 0 });
    expect(b2c.status()).toBe(308);
    expect(b2c.headers().location).toMatch(/\/det\/some-slug$/);
    const eshop = await request.get('/eshop/a/b', { maxRedirects: 0 });
    expect(eshop.headers().location).toMatch(/\/det\/a\/b$/);
  });

  test('the home page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar shows and the slide-in menu opens with search', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Categories', 'Wishlist', 'Account']) {
      await expect(bar.getByRole(name === 'Categories' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: /Cart/ })).toBeVisible();
    await bar.getByRole('button', { name: 'Categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(
      drawer.getByRole('navigation', { name: 'Main menu' }).getByText('Tools', { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

/** A promo tab by its words (its icon has none). */
function promoTab(page: Page, words: string) {
  return page.locator('a[data-promo-tab]').filter({ hasText: words });
}
