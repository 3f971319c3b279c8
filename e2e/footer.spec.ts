import { expect, test } from '@playwright/test';
import { APP_TOKEN, MOCK_URL } from './support/backend';
import { expectNoSeriousA11yIssues } from './support/axe';

/** The footer's service links, and content pages whose address has more than one segment. */
test('the footer links the right of withdrawal and, where the back-end can track orders, order tracking', async ({
  page,
}) => {
  // This back-end tracks through the Sales Order list (track_order is optional): "not found" for a made-up order.
  const filters = encodeURIComponent(JSON.stringify([['name', '=', 'NOPE']]));
  const probe = await fetch(`${MOCK_URL}/api/resource/Sales%20Order?filters=${filters}`, {
    headers: { Authorization: APP_TOKEN },
  });
  await page.goto('/');
  const services = page.getByRole('contentinfo').getByRole('navigation', { name: 'Customer services' });
  const tracking = services.getByRole('link', { name: 'Track your order' });
  if (probe.status === 200) await expect(tracking).toHaveAttribute('href', '/pages/track-order');
  else await expect(tracking).toHaveCount(0);
  // The EU's ODR platform closed on 20 July 2025 (Regulation (EU) 2024/3228): no page links to it.
  expect(await page.content()).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
  await services.getByRole('link', { name: 'Withdraw from contract here' }).click();
  await expect(page).toHaveURL(/\/pages\/withdrawal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract here' })).toBeVisible();
});

test('a content page whose route has two segments resolves, and an unknown one is a 404', async ({ page }) => {
  await page.goto('/pages/single/legal/cookie-policy');
  const heading = page.getByRole('heading', { level: 1, name: 'Informativa sui cookie' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAttribute('lang', 'it');
  await expect(page.getByText('Il negozio usa i cookie necessari')).toBeVisible();
  await expectNoSeriousA11yIssues(page, { include: 'main', label: 'nested content page' });
  expect((await page.goto('/pages/single/legal/no-such-page'))?.status()).toBe(404);
});
