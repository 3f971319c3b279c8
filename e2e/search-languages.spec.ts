import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from './support/backend';
import { languageOf } from './support/language';
import { escapeRegExp } from './support/listing-page';

/**
 * The English and Slovak shop over an Italian catalogue: a search in the shopper's words that
 * finds nothing is retried in Italian through the shop's glossary (Frappe's Translation rows on
 * the mock's default profile), in the suggestions and the results; menu, category and filter
 * names are shown as the shop owner translated them, in the page's language, the others in
 * Italian marked lang="it", while links keep sending the back-end its Italian values.
 */

const SHOPS = {
  en: {
    box: 'Search products',
    suggestions: 'Suggestions',
    products: 'Products',
    tabs: 'Your searches',
    filters: 'Filters',
    menu: 'Main menu',
    showing: (term: string, understood: string) => `Showing results for «${term}» (${understood})`,
    asTyped: (typed: string) => `Search for «${typed}» instead`,
    searches: [
      ['drill', 'drill'],
      ['dril', 'drill'],
    ],
    tools: 'Tools',
    powerTools: 'Power tools',
    voltage: 'Voltage',
  },
  sk: {
    box: 'Hľadať produkty',
    suggestions: 'Návrhy',
    products: 'Produkty',
    tabs: 'Vaše vyhľadávania',
    filters: 'Filtre',
    menu: 'Hlavné menu',
    showing: (term: string, understood: string) => `Zobrazujeme výsledky pre „${term}“ (${understood})`,
    asTyped: (typed: string) => `Hľadať radšej „${typed}“`,
    searches: [
      ['vŕtačka', 'vŕtačka'],
      ['vrtacka', 'vŕtačka'],
      ['vŕtačkka', 'vŕtačka'],
    ],
    tools: 'Náradie',
    powerTools: 'Elektrické náradie',
    voltage: 'Napätie',
  },
} as const;

async function openShop(page: Page, locale: keyof typeof SHOPS, path: string) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: SHOP_URL }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // The search tabs appear once the listing is hydrated: a click is then the client router's.
  await expect(page.getByRole('navigation', { name: SHOPS[locale].tabs }).getByRole('link').first()).toBeVisible();
}

for (const locale of ['en', 'sk'] as const) {
  const shop = SHOPS[locale];

  test.describe(`searching the ${locale === 'en' ? 'English' : 'Slovak'} shop in its own words`, () => {
    for (const [typed, understood] of shop.searches) {
      test(`"${typed}" finds the Italian drills, in the suggestions and the results`, async ({ page }) => {
        await openShop(page, locale, '/shop');
        const box = page.getByRole('combobox', { name: shop.box }).first();
        await box.pressSequentially(typed, { delay: 30 });
        const option = page.getByRole('listbox', { name: shop.suggestions }).first().getByRole('option').first();
        await expect(option).toContainText(/trapano/i);
        await expect(page.getByText(shop.showing('trapano', understood)).first()).toBeVisible();

        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`search_term=${escapeRegExp(encodeURIComponent(typed))}`));
        const status = page.getByRole('status').filter({ hasText: shop.showing('trapano', understood) });
        await expect(status).toBeVisible();
        await expect(status.locator('[lang="it"]')).toHaveText('trapano');
        const cards = page.getByRole('list', { name: shop.products }).getByRole('article');
        await expect(cards.first().getByRole('heading')).toContainText(/trapano/i);

        // The search exactly as typed is one click away, and finds nothing in the Italian catalogue.
        await status.getByRole('link', { name: shop.asTyped(typed) }).click();
        await expect(page).toHaveURL(/as_typed=true/);
        await expect(page.getByRole('status').filter({ hasText: 'trapano' })).toHaveCount(0);
        await expect(cards).toHaveCount(0);
      });
    }
  });

  test(`the ${locale} shop names the menu, categories and filters as the shop owner translated them`, async ({
    page,
  }) => {
    await openShop(page, locale, '/shop?category=Utensili');
    const menu = page.getByRole('navigation', { name: shop.menu });
    expect(await languageOf(menu.getByText(shop.tools, { exact: true }))).toBe(locale);
    await expect(menu.getByRole('link', { name: shop.tools, exact: true })).toHaveAttribute(
      'href',
      /category=Utensili(&|$)/,
    );
    // Left untranslated by the shop owner: the Italian name, marked as Italian.
    await expect(menu.getByText('Misura e tracciatura', { exact: true })).toHaveAttribute('lang', 'it');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.tools);
    expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe(locale);
    const filters = page.getByRole('complementary', { name: shop.filters });
    expect(await languageOf(filters.getByText(shop.powerTools, { exact: true }))).toBe(locale);
    await expect(filters.getByText('Misura e tracciatura', { exact: true })).toHaveAttribute('lang', 'it');
    await filters.getByRole('link', { name: new RegExp(`^${escapeRegExp(shop.powerTools)}`) }).click();
    await expect(page).toHaveURL(/category=Utensili%2CElettroutensili/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.powerTools);

    // Filter names: "Tensione" is translated, "Mandrino" is not; a value chosen is the back-end's own.
    await openShop(page, locale, '/shop?search_term=trapano+avvitatore');
    const drills = page.getByRole('complementary', { name: shop.filters });
    expect(await languageOf(drills.getByRole('heading', { name: shop.voltage, exact: true }))).toBe(locale);
    await expect(drills.getByRole('heading', { name: 'Mandrino', exact: true })).toHaveAttribute('lang', 'it');
    const voltage = drills.getByRole('region', { name: shop.voltage }).getByRole('link').first();
    await expect(voltage).toHaveAttribute('href', /field_\d+_feature_s=/);
  });
}
