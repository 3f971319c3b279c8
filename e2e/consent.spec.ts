import { expect, test, type Page } from '@playwright/test';
import { quietPopups } from './support/accounts';
import { expectNoSeriousA11yIssues } from './support/axe';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * Analytics only with consent. This storefront has no NEXT_PUBLIC_GTM_ID: no banner, no tag, no
 * link. The shop with a tag is the same build answering /api/consent with a container id, which
 * the journey answers for it; the tag manager's script is counted, never fetched.
 */
const BANNER = 'Cookies and your privacy';

async function countTagRequests(page: Page): Promise<() => number> {
  let count = 0;
  await page.route('https://www.googletagmanager.com/**', (route) => {
    count += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return () => count;
}

async function withTag(page: Page) {
  await page.route('**/api/consent', (route) => route.fulfill({ json: { tagId: 'GTM-E2ETEST' } }));
  return countTagRequests(page);
}

test.beforeEach(async ({ context }) => quietPopups(context));

test('without a tag manager there is no banner, no "Cookie settings" and no tag', async ({ page }) => {
  const tagRequests = await countTagRequests(page);
  const config = page.waitForResponse('**/api/consent');
  await page.goto('/');
  expect(await (await config).json()).toEqual({ tagId: null });
  await page.waitForTimeout(300);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(tagRequests()).toBe(0);
});

test('with a tag manager nothing loads before consent, the tag loads once accepted, and the choice is remembered', async ({
  page,
}) => {
  const tagRequests = await withTag(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  const buttons = ['Reject all', 'Choose', 'Accept all'].map((name) => banner.getByRole('button', { name }));
  for (const b of buttons) await expect(b).toBeVisible();
  // Equal prominence: the three answers are the same size.
  const boxes = await Promise.all(buttons.map((b) => b.boundingBox()));
  expect(new Set(boxes.map((b) => Math.round(b!.height))).size).toBe(1);
  await expectNoSeriousA11yIssues(page, {
    include: 'section[aria-labelledby="consent-title"]',
    label: 'cookie banner',
  });
  expect(tagRequests()).toBe(0);
  expect(await page.evaluate(() => JSON.stringify(window.dataLayer?.[0]))).toContain('"analytics_storage":"denied"');

  // By keyboard.
  await buttons[2]!.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect.poll(tagRequests).toBe(1);

  await page.reload();
  await expect.poll(tagRequests).toBe(2);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
});

test('after "Reject all" no tag loads, and "Cookie settings" in the footer asks again', async ({ page }) => {
  const tagRequests = await withTag(page);
  await page.goto('/pages/about-us');
  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await page.reload();
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  expect(tagRequests()).toBe(0);

  await settings.click();
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner.getByRole('heading', { name: BANNER })).toBeFocused();
  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByRole('checkbox', { name: /Statistics/ }).check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(tagRequests).toBe(1);
});

test('the banner fits a 390 px phone, in Italian and Slovak too', async ({ page, context, baseURL }) => {
  await withTag(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [locale, title, accept] of [
    ['it', 'Cookie e privacy', 'Accetta tutti'],
    ['sk', 'Súbory cookie a vaše súkromie', 'Prijať všetky'],
  ] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    await page.goto('/');
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: accept })).toBeInViewport({ ratio: 1 });
    const box = await banner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
});

/** The Garante's cookie guidelines of 10 June 2021 (docs/decisions.md "the law"). */
test.describe('as the Garante asks', () => {
  test('closing the banner with its X keeps only the technical cookies, and says so', async ({ page }) => {
    const tagRequests = await withTag(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner.getByText('Closing this banner with the X keeps only the technical cookies')).toBeVisible();
    await banner.getByRole('button', { name: 'Close: only technical cookies' }).click();
    await expect(banner).toHaveCount(0);
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.consent),
    ).toMatchObject({
      analytics: false,
      ads: false,
    });
    await page.reload();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    expect(tagRequests()).toBe(0);
  });

  test('scrolling the page is not consent', async ({ page }) => {
    const tagRequests = await withTag(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.keyboard.press('End');
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consent)).toBeNull();
    expect(tagRequests()).toBe(0);
  });

  test('a choice is not asked again for six months, and is after', async ({ page }) => {
    await withTag(page);
    const saved = (daysAgo: number) =>
      page.addInitScript(
        ({ key, days }) => {
          localStorage.setItem(
            key,
            JSON.stringify({
              version: 1,
              analytics: false,
              ads: false,
              at: new Date(Date.now() - days * 86_400_000).toISOString(),
            }),
          );
        },
        { key: STORAGE_KEYS.consent, days: daysAgo },
      );
    await saved(150);
    await page.goto('/');
    // The consent manager has read the shop's tag and the stored choice once its footer link is
    // there: only then does "no banner" mean the choice was honoured, not that it has not loaded yet.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
    await saved(200);
    await page.reload();
    await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
  });
});
