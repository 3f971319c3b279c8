import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { DEMO_USER, outbox, signInContext } from './support/backend';
import { keptAfterAsking } from './support/page-cache';

/**
 * The blog on the real back-end's profile: Italian content whatever the shopper's language, posts
 * at /pages/single/<category>/<slug>, Frappe's comments (no tags, no replies), and the signed
 * newsletter link of the band under the list.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const DRILL = '/pages/single/guides/how-to-choose-a-cordless-drill';

test.describe('newsletter', () => {
  test('subscribing mails a signed link, and opening it confirms the subscription', async ({ page }) => {
    const email = `news+${unique()}@example.com`;
    await page.goto('/pages/blog');
    const band = page.getByRole('region', { name: 'Tips, projects and offers, once a month' });
    // The working form takes over from the server's stand-in when the field is first focused; a
    // click that lands while the one replaces the other is lost, so the journey lets it finish.
    await band.getByRole('textbox', { name: /Email address/ }).focus();
    await expect(band.locator('[data-stand-in]')).toHaveCount(0);
    await band.getByRole('textbox', { name: /Email address/ }).fill(email);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText('Almost done: check your inbox')).toBeVisible();

    const [mail] = await outbox(email);
    const link = new URL(mail!.links![0]!);
    expect(link.pathname).toBe('/pages/confirm_subscription');
    expect(link.search).toMatch(/&email=news%2B[^&]+%40example\.com&email_group=Website&_signature=[0-9a-f]+$/);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
    await expect(page.getByText(`The next newsletter will reach ${email}`)).toBeVisible();

    // Any change to the signed text makes it a link the back-end refuses.
    await page.goto(link.pathname + link.search.replace('email_group=Website', 'email_group=Altro'));
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('an invalid address is refused next to the field', async ({ page }) => {
    await page.goto('/pages/blog');
    const band = page.getByRole('region', { name: 'Tips, projects and offers, once a month' });
    const field = band.getByRole('textbox', { name: /Email address/ });
    await field.fill('anna@example');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText(/Please enter a valid email address/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('anna@example');
  });
});

test.describe('blog', () => {
  test('lists published posts only, by category, a page at a time, without tags', async ({ page }) => {
    await page.goto('/pages/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts).toHaveCount(6);
    await expect(page.getByText('BOZZA')).toHaveCount(0);
    // Italian content, marked as such on an English page.
    await expect(page.getByRole('heading', { name: 'La cassetta degli attrezzi essenziale' })).toHaveAttribute(
      'lang',
      'it',
    );

    const sidebar = page.getByRole('complementary', { name: 'Browse the blog' });
    await expect(sidebar.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Tags' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Giardino 1 post' }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/category=garden$/);
    await expect(page.getByText('1 post in “Giardino”')).toBeVisible();
    await expect(posts).toHaveCount(1);
    // Each list is its own canonical address, with its own title.
    await expect(page).toHaveTitle('Giardino – Blog · Bottega');

    await page.goto('/pages/blog');
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/pages\/blog\/page=2$/);
    await expect(posts).toHaveCount(3);
    await expect(page).toHaveTitle('Blog – Page 2 · Bottega');
  });

  test('the list is in the page as sent: a browser without JavaScript shows the posts', async ({ browser }) => {
    // A list streamed after the shell reaches the page only through a script.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pages/blog/page=2');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await context.close();
  });

  test('a list has one address, kept whole; its query form moves there; made-up lists are 404s never kept', async ({
    request,
  }) => {
    const moved = await request.get('/pages/blog?page=2&utm_source=mail', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toMatch(/\/pages\/blog\/page=2\?utm_source=mail$/);
    expect(await keptAfterAsking(request, '/pages/blog/category=garden')).toEqual({ status: 200, kept: true });
    // A page past the last, a category the blog lacks, a tag (this back-end has none), page 1 written out.
    for (const made of [
      '/pages/blog/page=99',
      '/pages/blog/category=no-such-category',
      '/pages/blog/tag=beginners',
      '/pages/blog/page=1',
      '/pages/blog/colour=red',
    ]) {
      expect(await keptAfterAsking(request, made), made).toEqual({ status: 404, kept: false });
    }
  });

  test('a post lives at its category address, old links move there, and it is in the sitemap', async ({
    page,
    request,
  }) => {
    const moved = await request.get('/pages/single/how-to-choose-a-cordless-drill', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toContain(DRILL);
    // /sitemap.xml is an index; the blog's posts are in its pages file.
    const index = await (await request.get('/sitemap.xml')).text();
    const pagesFile = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .find((f) => f.includes('pages'));
    expect(pagesFile).toBeTruthy();
    const sitemap = await (await request.get(pagesFile!)).text();
    expect(sitemap).toContain(`${DRILL}</loc>`);

    await page.goto(DRILL);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Come scegliere un trapano avvitatore a batteria' }),
    ).toBeVisible();
    await expect(page.getByText('By Luca Bianchi')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tensione: 12 V o 18 V?' })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = blocks
      .map((b) => JSON.parse(b) as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: 'Come scegliere un trapano avvitatore a batteria',
      url: expect.stringMatching(/\/pages\/single\/guides\/how-to-choose-a-cordless-drill$/),
    });
    expect((await page.goto('/pages/single/guides/no-such-post'))?.status()).toBe(404);
  });

  test('a Markdown post is rendered, and comments are closed where the post says so', async ({ page }) => {
    await page.goto('/pages/single/guides/cassetta-degli-attrezzi-essenziale');
    await expect(page.getByRole('heading', { name: 'I dieci indispensabili' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Martello da 300 g' })).toBeVisible();
    await expect(page.getByText('Comments are closed for this post.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post comment' })).toHaveCount(0);
  });

  test("a post's comments are a flat list; a guest's comment is published at once without showing the e-mail", async ({
    page,
  }) => {
    const email = `chiara-${unique()}@example.com`;
    const text = `Quale rullo usereste su un muro ruvido? (${unique()})`;
    await page.goto('/pages/single/guides/painting-a-room-like-a-pro');
    await expect(page.getByText('Il consiglio di togliere il nastro')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);

    const comment = page.getByRole('textbox', { name: /^Comment/ });
    await comment.fill('Guarda https://spam.example');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chiara');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText(/cannot contain links or email addresses/)).toBeVisible();

    await comment.fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Thank you! Your comment has been published.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Chiara' }).filter({ hasText: text })).toBeVisible();
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  });

  test("a signed-in shopper comments under the account's name", async ({ page, context }) => {
    await signInContext(context);
    const text = `Grazie, mi ha aiutato a scegliere (${unique()}).`;
    await page.goto(DRILL);
    await expect(page.getByText(`You are commenting as ${DEMO_USER.first_name} ${DEMO_USER.last_name}.`)).toBeVisible();
    await page.getByRole('textbox', { name: /^Comment/ }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Thank you! Your comment has been published.')).toBeVisible();
    await expect(
      page.getByRole('article', { name: `${DEMO_USER.first_name} ${DEMO_USER.last_name}` }).filter({ hasText: text }),
    ).toBeVisible();
  });

  test('has no serious accessibility violations on the list and a post', async ({ page }) => {
    await page.goto('/pages/blog');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'blog list' });
    await page.goto('/pages/single/projects/fixing-a-dripping-tap');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'blog post' });
  });
});
