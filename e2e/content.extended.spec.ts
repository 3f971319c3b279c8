import { expect, test } from '@playwright/test';
import { REVALIDATE_SECRET } from '../playwright.config';

/**
 * Content on a back-end with the optional methods (docs/backend/content.md): tags from
 * get_blog_meta, threaded comments from get_comments / blog.add_comment, stores as data from
 * get_stores.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

// The build's pages were rendered from the build's back-end (the real profile); this storefront's
// back-end has the optional methods: expire what it keeps, as an operator would after adding them.
test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/revalidate', {
    data: { tags: ['blog', 'pages', 'stores'] },
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
  });
  expect(res.status()).toBe(200);
});

test('tags list their posts and show on the post', async ({ page }) => {
  await page.goto('/pages/blog');
  const sidebar = page.getByRole('complementary', { name: 'Browse the blog' });
  await sidebar.getByRole('link', { name: 'Principianti' }).click();
  await expect(page).toHaveURL(/tag=beginners/);
  await expect(page.getByText(/posts? tagged “Principianti”/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await page.goto('/pages/single/guides/how-to-choose-a-cordless-drill');
  await expect(page.getByRole('link', { name: '#Utensili' })).toBeVisible();
});

test('comments show as threads, and a reply joins its thread', async ({ page }) => {
  const text = `Anche io, ottima guida (${unique()})`;
  await page.goto('/pages/single/guides/how-to-choose-a-cordless-drill');
  await expect(page.getByText('Felice di esserti stato utile, Giulia')).toBeVisible();
  await page.getByRole('button', { name: 'Reply to Giulia Ferri' }).click();
  await expect(page.getByRole('heading', { name: 'Reply to Giulia Ferri' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ugo');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`ugo-${unique()}@example.com`);
  await page.getByRole('textbox', { name: /^Comment/ }).fill(text);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Thank you! Your comment has been published.')).toBeVisible();
  const thread = page.getByRole('listitem').filter({ has: page.getByRole('article', { name: 'Giulia Ferri' }) });
  await expect(thread.getByRole('article', { name: 'Ugo' }).filter({ hasText: text })).toBeVisible();
});

// Only the on-demand stores page: about us and contact are prerendered when the shop is built, from
// the build's back-end (the real profile here), and pick up get_stores when they revalidate.
test('stores come as data: cards with address and hours', async ({ page }) => {
  await page.goto('/pages/single/stores');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  const torino = page.getByRole('article', { name: 'Bottega Torino San Salvario' });
  await expect(torino.getByText('Corso Marconi 31')).toBeVisible();
  await expect(torino.getByText('Opening hours')).toBeVisible();
});
