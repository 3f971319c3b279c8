import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { APP_TOKEN, MOCK_URL, SHOP_URL } from './support/backend';
import { listingCall } from './support/catalogue';

/**
 * Product safety on every offer (GPSR art. 19): the manufacturer with its postal and electronic
 * address, the EU responsible person for a maker outside the EU, what identifies the product, its
 * warnings in Italian; and, where the site lacks them, a sentence saying so, never made-up data.
 */
interface Listed {
  sku: string;
  slug: string;
  brand: string | null;
  gtin: string | null;
}

async function catalogue(): Promise<{ products: Listed[]; linked: Set<string> }> {
  const { body } = await listingCall<{ message: { products: Listed[] } }>({ page: 1, per_page: 200 });
  const query = new URLSearchParams({ fields: JSON.stringify(['item_code']), limit_page_length: '0' });
  const res = await fetch(`${MOCK_URL}/api/resource/Item Manufacturer?${query}`, {
    headers: { Authorization: APP_TOKEN },
  });
  const rows = ((await res.json()) as { data: Array<{ item_code: string }> }).data;
  return { products: body.message.products, linked: new Set(rows.map((r) => r.item_code)) };
}

test('a product names its manufacturer with its postal and e-mail address, its identifiers and warnings', async ({
  page,
}) => {
  const { products, linked } = await catalogue();
  const product = products.find((p) => linked.has(p.sku) && p.brand === 'Ferrotec' && p.gtin)!;
  await page.goto(`/product/fullwidth/${product.slug}`);
  const section = page.getByRole('region', { name: 'Product safety' });
  await expect(section).toBeVisible();
  await expect(section.getByText('Ferrotec S.r.l.')).toBeVisible();
  await expect(section.locator('address')).toContainText('Italy');
  await expect(section.getByRole('link', { name: 'info@ferrotec.example' })).toHaveAttribute(
    'href',
    'mailto:info@ferrotec.example',
  );
  await expect(section.getByText(product.sku, { exact: true })).toBeVisible();
  await expect(section.getByText(product.gtin!, { exact: true })).toBeVisible();
  await expect(section.getByText(/Type \/ model/)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Responsible person in the EU' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page, { include: '#product-safety', label: 'product safety' });
});

test('a maker outside the EU comes with its EU responsible person, or a sentence saying it is missing', async ({
  page,
}) => {
  const { products, linked } = await catalogue();
  const voltix = products.find((p) => linked.has(p.sku) && p.brand === 'Voltix')!;
  await page.goto(`/product/fullwidth/${voltix.slug}`);
  const section = page.getByRole('region', { name: 'Product safety' });
  await expect(section.getByRole('heading', { name: 'Responsible person in the EU' })).toBeVisible();
  await expect(section.getByText('Voltix Europe GmbH')).toBeVisible();
  await expect(section.locator('address').nth(1)).toContainText('Hamburg');

  const solaris = products.find((p) => linked.has(p.sku) && p.brand === 'Solaris')!;
  await page.goto(`/product/fullwidth/${solaris.slug}`);
  await expect(
    page
      .getByRole('region', { name: 'Product safety' })
      .getByText(/its responsible person in the EU is not online yet/),
  ).toBeVisible();
});

test('a product the site gives no manufacturer says so and offers to send the details, inventing nothing', async ({
  page,
}) => {
  const { products, linked } = await catalogue();
  const product = products.find((p) => !linked.has(p.sku))!;
  await page.goto(`/product/fullwidth/${product.slug}`);
  const section = page.getByRole('region', { name: 'Product safety' });
  await expect(section.getByText(/manufacturer’s details for this product are not online yet/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/pages/contact-us');
  await expect(section.locator('address')).toHaveCount(0);
  await expect(section.getByText(product.sku, { exact: true })).toBeVisible();
});

test("the section speaks the shopper's language, the warnings stay in Italian", async ({ page, context }) => {
  const { products, linked } = await catalogue();
  const drill = products.find((p) => linked.has(p.sku) && /trapano/i.test(p.slug))!;
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: SHOP_URL }]);
  await page.goto(`/product/fullwidth/${drill.slug}`);
  const section = page.getByRole('region', { name: 'Bezpečnosť výrobku' });
  await expect(section.locator('p[lang="it"]')).toContainText('occhiali');
});
