import { expect, test } from '@playwright/test';

/**
 * Link texts search engines can use (Lighthouse's "link-text" audit): a blog card's "Read more"
 * link names its post, so no link on the blog says only "Read more".
 */
test('the blog’s "Read more" links name their post', async ({ page }) => {
  await page.goto('/pages/blog');
  const title = (await page.getByRole('article').first().getByRole('heading', { level: 2 }).innerText()).trim();
  await expect(page.getByRole('link', { name: `Read more: ${title}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read more', exact: true })).toHaveCount(0);
});
