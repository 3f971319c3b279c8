import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/axe';
import { DEMO_USER, outbox, signInContext } from './support/backend';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.describe('newsletter', () => {
  test('subscribing sends a confirmation email whose link confirms the subscription', async ({ page }) => {
    const email = `news-${unique()}@example.com`;
    await page.goto('/pages/blog');
    const band = page.getByRole('region', { name: 'Tips, projects and offers, once a month' });
    await band.getByRole('textbox', { name: /Email address/ }).fill(email);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText('Almost done: check your inbox')).toBeVisible();

    const [mail] = await outbox(email);
    expect(mail?.subject).toContain('Confirm your subscription');
    const link = new URL(mail!.links![0]!);
    expect(link.pathname).toBe('/pages/confirm_subscription');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
    await expect(page.getByText(`The next newsletter will reach ${email}`)).toBeVisible();

    // The same link again, and subscribing again, both say the address is already on the list.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'You are already subscribed' })).toBeVisible();
    await page.goto('/pages/about-us');
    const footerBand = page.getByRole('region', { name: 'Tips, projects and offers, once a month' });
    await footerBand.getByRole('textbox', { name: /Email address/ }).fill(email);
    await footerBand.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footerBand.getByText('This address is already subscribed to our newsletter.')).toBeVisible();
  });

  test('an invalid address is refused next to the field; a forged link is not valid', async ({ page }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: 'Tips, projects and offers, once a month' });
    const field = band.getByRole('textbox', { name: /Email address/ });
    await field.fill('anna@example');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByText(/Please enter a valid email address/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('anna@example');

    await page.goto('/pages/confirm_subscription?email=eve%40example.com&token=1999999999.forgedforgedforgedforged');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists posts with excerpts clamped to 4 lines, filters by category and tag, and pages', async ({ page }) => {
    await page.goto('/pages/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts).toHaveCount(6);
    const clamp = await posts.first().locator('p').nth(1).evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('4');

    const sidebar = page.getByRole('complementary', { name: 'Browse the blog' });
    await expect(sidebar.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Garden 1 post' }).click();
    await expect(page).toHaveURL(/\/pages\/blog\?category=garden$/);
    await expect(page.getByText('1 post in “Garden”')).toBeVisible();
    await expect(posts).toHaveCount(1);

    await sidebar.getByRole('link', { name: 'Beginners' }).click();
    await expect(page).toHaveURL(/tag=beginners/);
    await expect(page.getByText(/3 posts tagged “Beginners”/)).toBeVisible();

    await page.goto('/pages/blog');
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(posts).toHaveCount(2);
  });

  test('a post is in the sitemap and describes itself to search engines as a BlogPosting', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/pages\/single\/how-to-choose-a-cordless-drill<\/loc>/);
    await page.goto('/pages/single/how-to-choose-a-cordless-drill');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ headline: 'How to choose a cordless drill', url: expect.stringMatching(/\/pages\/single\/how-to-choose-a-cordless-drill$/) });
    expect(Date.parse(String(article?.datePublished))).not.toBeNaN();
  });

  test("a post shows its comments, and a signed-in shopper's reply appears at once", async ({ page, context }) => {
    await signInContext(context);
    await page.goto('/pages/single/how-to-choose-a-cordless-drill');
    await expect(page.getByRole('heading', { level: 1, name: 'How to choose a cordless drill' })).toBeVisible();
    await expect(page.getByText('Very clear, thank you! I went for an 18 V brushless and I am happy with it.')).toBeVisible();
    await expect(page.getByText(`You are commenting as ${DEMO_USER.first_name} ${DEMO_USER.last_name}.`)).toBeVisible();

    const reply = `Thanks for the guide, it helped me choose (${unique()}).`;
    await page.getByRole('button', { name: 'Reply to Giulia Ferri' }).click();
    await expect(page.getByRole('heading', { name: 'Reply to Giulia Ferri' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Comment/ }).fill(reply);
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Thank you! Your comment has been published.')).toBeVisible();
    // The reply is listed under the shopper's account name.
    const comment = page.getByRole('article', { name: `${DEMO_USER.first_name} ${DEMO_USER.last_name}` }).filter({ hasText: reply });
    await expect(comment).toBeVisible();
    await page.reload();
    await expect(page.getByText(reply)).toBeVisible();
  });

  test("a guest's comment waits for moderation", async ({ page }) => {
    const text = `Which roller would you use on a textured wall? (${unique()})`;
    await page.goto('/pages/single/painting-a-room-like-a-pro');
    await page.getByRole('textbox', { name: /^Comment/ }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    // Name and email are required for guests: the errors sit next to their fields.
    await expect(page.getByText(/Please enter your name/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chiara');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`chiara-${unique()}@example.com`);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Thank you! Your comment will appear once a moderator has approved it.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Chiara' })).toHaveCount(0);
  });

  test('has no serious accessibility violations on the list and a post', async ({ page }) => {
    await page.goto('/pages/blog');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'blog list' });
    await page.goto('/pages/single/fixing-a-dripping-tap');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'blog post' });
  });
});

test.describe('contact', () => {
  test('refuses an invalid email and accepts a valid message, which the back-end copies by email', async ({ page }) => {
    const email = `contact-${unique()}@example.com`;
    await page.goto('/pages/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Other ways to reach us' }).getByText('Support 6 days a week')).toBeVisible();
    const frame = page.locator('iframe[title^="Map:"]');
    expect((await frame.boundingBox())?.height).toBe(500);
    await expect(page.getByRole('region', { name: 'Find us' }).getByText('Via dei Mille 24')).toBeVisible();

    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('textbox', { name: /Full name/ }).fill('Rosa Bruno');
    await form.getByRole('textbox', { name: /^Email/ }).fill('rosa.example.com');
    await form.getByRole('textbox', { name: /Subject/ }).fill('Opening hours on Sunday');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Is the Bologna store open on Sunday mornings?');
    await form.getByRole('button', { name: 'Send message' }).click();
    const emailField = form.getByRole('textbox', { name: /^Email/ });
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Please enter a valid email address/)).toBeVisible();

    await emailField.fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Thank you, your message has been sent.')).toBeVisible();
    await expect(form.getByText(/Your reference is CM-\d+/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    const [ack] = await outbox(email);
    expect(ack?.subject).toMatch(/We have received your message \(CM-\d+\)/);
    expect(ack?.text).toContain('Is the Bologna store open on Sunday mornings?');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/pages/contact-us');
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'contact' });
  });
});

test.describe('content pages', () => {
  test('about us, the FAQ accordion and the stores come from the back-end', async ({ page }) => {
    await page.goto('/pages/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Bottega' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visit our stores' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bottega Bologna' })).toBeVisible();

    await page.goto('/pages/single/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const answer = page.getByText(/Delivery costs €4.50 and is free for orders of €79.00 or more/);
    await expect(answer).toBeHidden();
    await page.getByText('How much does delivery cost?').click();
    await expect(answer).toBeVisible();
    await expectNoSeriousA11yIssues(page, { exclude: 'iframe', label: 'faq' });

    await page.goto('/pages/single/stores');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    await expect(page.getByText('Corso Marconi 31')).toBeVisible();

    await page.goto('/pages/single/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  });

  test('/det/{slug} falls back to the content page, and an unknown slug is a 404', async ({ page, request }) => {
    const moved = await request.get('/det/privacy-policy', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toContain('/pages/single/privacy-policy');
    expect((await page.goto('/det/no-such-page-anywhere'))?.status()).toBe(404);
    expect((await page.goto('/pages/single/no-such-post'))?.status()).toBe(404);
  });

  test('reads in Italian for an Italian shopper', async ({ page }) => {
    await page.goto('/pages/blog');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { name: 'Come scegliere un trapano avvitatore a batteria' })).toBeVisible();
    await page.goto('/pages/single/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  });
});
