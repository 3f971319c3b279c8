// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/content/limits';
import { serverMessage, setup, TOKEN } from './support';

const BLOG = 'omnicommerce.controllers.blog';
const ADD_COMMENT = 'frappe.templates.includes.comments.comments.add_comment';
const WEB_PAGE = 'omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup(10);
});

const resource = async (doctype: string, query: Record<string, unknown> = {}) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return t.request(`/api/resource/${encodeURIComponent(doctype)}?${qs}`, { headers: { Authorization: TOKEN } });
};

describe('blog list (get_blog_post)', () => {
  it('is POST only', async () => {
    expect((await t.call(`${BLOG}.get_blog_post`, {}, { get: true })).status).toBe(403);
  });

  it('answers raw Blog Post rows, drafts included, newest first, with count = rows in this page', async () => {
    const all = (await t.call(`${BLOG}.get_blog_post`, { limit: 50 })).message;
    expect(all.data.some((p: { published: number }) => p.published === 0)).toBe(true);
    const page = (await t.call(`${BLOG}.get_blog_post`, { limit: 3, page: 2, filters: { published: 1 } })).message;
    expect(page.count).toBe(3);
    expect(page.data.every((p: { published: number }) => p.published === 1)).toBe(true);
    const row = page.data[0];
    expect(row.route).toBe(`blog/${row.blog_category}/${row.name}`);
    expect(row).toHaveProperty('meta_image');
    expect(row).not.toHaveProperty('cover_image');
    const creations = all.data.map((p: { creation: string }) => p.creation);
    expect(creations).toEqual([...creations].sort().reverse());
  });

  it('stores each body in the field its content_type names', async () => {
    const rows = (await t.call(`${BLOG}.get_blog_post`, { limit: 0 })).message.data as Array<Record<string, unknown>>;
    const field = { Markdown: 'content_md', HTML: 'content_html', 'Rich Text': 'content' } as const;
    expect(new Set(rows.map((r) => r.content_type))).toEqual(new Set(['Markdown', 'HTML', 'Rich Text']));
    for (const r of rows) expect(r[field[r.content_type as keyof typeof field]]).toBeTruthy();
  });

  it('filters by category, and by name with an operator', async () => {
    const guides = (
      await t.call(`${BLOG}.get_blog_post`, { limit: 50, filters: { blog_category: 'guides', published: 1 } })
    ).message;
    expect(guides.data.length).toBeGreaterThan(1);
    expect(guides.data.every((p: { blog_category: string }) => p.blog_category === 'guides')).toBe(true);
    const two = (
      await t.call(`${BLOG}.get_blog_post`, {
        filters: { name: ['in', ['fixing-a-dripping-tap', 'led-bulbs-buying-guide']] },
      })
    ).message;
    expect(two.count).toBe(2);
    const ignored = (await t.call(`${BLOG}.get_blog_post`, { filters: { tag: 'tools' } })).message;
    expect(ignored.warning).toContain('tag');
  });

  it('fails as a 200 {error, data: [], count: 0} on a string page or list filters', async () => {
    for (const bad of [{ page: '2' }, { filters: [['published', '=', 1]] }]) {
      const r = await t.call(`${BLOG}.get_blog_post`, bad);
      expect(r.status).toBe(200);
      expect(r.message).toMatchObject({ data: [], count: 0 });
      expect(r.message.error).toMatch(/^An unexpected error occurred\./);
    }
  });

  it('serves Italian whatever Accept-Language says', async () => {
    const en = (
      await t.call(`${BLOG}.get_blog_post`, { filters: { name: 'how-to-choose-a-cordless-drill' } }, { lang: 'en' })
    ).message.data[0];
    expect(en.title).toBe('Come scegliere un trapano avvitatore a batteria');
  });
});

describe('blog post (get_blog_post_detail)', () => {
  it('is GET only, by full route, with the {error} quirks', async () => {
    const route = 'blog/guides/how-to-choose-a-cordless-drill';
    expect((await t.call(`${BLOG}.get_blog_post_detail`, { route })).status).toBe(403);
    const found = await t.call(`${BLOG}.get_blog_post_detail`, { route }, { get: true });
    expect(found.message.data).toMatchObject({ name: 'how-to-choose-a-cordless-drill', route, content_type: 'HTML' });
    expect(
      (await t.call(`${BLOG}.get_blog_post_detail`, { route: 'blog/guides/nope' }, { get: true })).message,
    ).toEqual({ error: 'No blog post found for the given route.' });
    expect((await t.call(`${BLOG}.get_blog_post_detail`, {}, { get: true })).message).toEqual({
      error: 'Route is a mandatory field.',
    });
  });
});

describe('blog metadata stand-ins', () => {
  it('counts posts with frappe.client.get_count', async () => {
    const r = await t.call(
      'frappe.client.get_count',
      { doctype: 'Blog Post', filters: { blog_category: 'guides', published: 1 } },
      { get: true },
    );
    const list = (
      await t.call(`${BLOG}.get_blog_post`, { limit: 0, filters: { blog_category: 'guides', published: 1 } })
    ).message;
    expect(r.message).toBe(list.count);
  });

  it('serves Blog Category, Blogger, Tag Link, Help Article and Help Category resources', async () => {
    const categories = (
      await resource('Blog Category', {
        fields: ['name', 'title', 'route', 'description', 'published'],
        filters: [['published', '=', 1]],
      })
    ).body.data;
    expect(categories[0]).toEqual({
      name: 'guides',
      title: 'Guide',
      route: 'blog/guides',
      description: expect.any(String),
      published: 1,
    });
    expect(
      (await t.request('/api/resource/Blogger/luca-bianchi', { headers: { Authorization: TOKEN } })).body.data
        .full_name,
    ).toBe('Luca Bianchi');
    expect((await t.request('/api/resource/Blogger/nobody', { headers: { Authorization: TOKEN } })).status).toBe(404);
    const tags = (
      await resource('Tag Link', {
        fields: ['tag', 'document_name'],
        filters: [['document_type', '=', 'Blog Post']],
        limit_page_length: 0,
      })
    ).body.data;
    expect(tags).toContainEqual({ tag: 'Utensili', document_name: 'how-to-choose-a-cordless-drill' });
    const articles = (
      await resource('Help Article', {
        fields: ['name', 'title', 'category', 'content', 'route', 'level'],
        filters: [['published', '=', 1]],
        limit_page_length: 0,
      })
    ).body.data;
    expect(articles.length).toBeGreaterThan(3);
    expect(articles[0].content).toMatch(/^<p>/);
    const helpCategories = (
      await resource('Help Category', {
        fields: ['name', 'category_name', 'category_description'],
        filters: [['published', '=', 1]],
      })
    ).body.data;
    expect(helpCategories.map((c: { name: string }) => c.name)).toContain('Ordini');
  });

  it('leaves the optional blog methods to the extended profile', async () => {
    const r = await t.call(`${BLOG}.get_blog_meta`);
    expect(r.status).toBe(417);
    expect(serverMessage(r.body)).toMatch(/^Failed to get method for command/);
    const ext = setup(10, 'extended');
    const meta = (await ext.call(`${BLOG}.get_blog_meta`)).message;
    expect(meta.tags.find((x: { name: string }) => x.name === 'tools').posts).toContain(
      'how-to-choose-a-cordless-drill',
    );
  });
});

describe('comments (Frappe add_comment, Comment resource)', () => {
  const post = {
    reference_doctype: 'Blog Post',
    reference_name: 'painting-a-room-like-a-pro',
    route: 'blog/guides/painting-a-room-like-a-pro',
  };
  const comment = { ...post, comment: 'Bel lavoro, grazie', comment_by: 'Eva', comment_email: 'eva@example.com' };
  const readComments = async () =>
    (
      await resource('Comment', {
        fields: ['name', 'comment_by', 'content', 'creation'],
        filters: [
          ['reference_doctype', '=', 'Blog Post'],
          ['reference_name', '=', post.reference_name],
          ['comment_type', '=', 'Comment'],
          ['published', '=', 1],
        ],
        order_by: 'creation asc',
        limit_page_length: 0,
      })
    ).body.data as Array<{ comment_by: string; content: string }>;

  it('needs all six arguments and publishes at once', async () => {
    const { comment_email: _, ...five } = comment;
    expect((await t.call(ADD_COMMENT, five)).status).toBe(500);
    const r = await t.call(ADD_COMMENT, comment);
    expect(r.status).toBe(200);
    expect(r.message).toContain('Bel lavoro, grazie');
    const rows = await readComments();
    expect(rows.at(-1)).toMatchObject({ comment_by: 'Eva', content: '<p>Bel lavoro, grazie</p>' });
    expect(rows.at(-1)).not.toHaveProperty('comment_email');
  });

  it('refuses links and e-mail addresses with {message: false} and a server message', async () => {
    for (const text of ['guarda https://spam.example', 'scrivimi a eva@example.com']) {
      const r = await t.call(ADD_COMMENT, { ...comment, comment: text });
      expect(r.status).toBe(200);
      expect(r.message).toBe(false);
      expect(serverMessage(r.body)).toBe('Comments cannot have links or email addresses');
    }
  });

  it(`allows ${LIMITS.commentsPerHourPerPost} comments an hour per IP and post`, async () => {
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `${ip}, 10.0.0.1` } });
    for (let i = 0; i < LIMITS.commentsPerHourPerPost; i++)
      expect((await t.call(ADD_COMMENT, { ...comment, comment: `Commento ${i}` }, from('203.0.113.1'))).status).toBe(
        200,
      );
    expect((await t.call(ADD_COMMENT, comment, from('203.0.113.1'))).status).toBe(429);
    expect((await t.call(ADD_COMMENT, comment, from('203.0.113.2'))).status).toBe(200);
    t.clock.now += 3_600_001;
    expect((await t.call(ADD_COMMENT, comment, from('203.0.113.1'))).status).toBe(200);
  });
});

describe('content pages (get_web_page_detail)', () => {
  it('is GET only and serves the about-us and where-we-are pages as HTML, with the {error} quirk', async () => {
    expect((await t.call(WEB_PAGE, { route: 'web-page/about-us' })).status).toBe(403);
    const about = (await t.call(WEB_PAGE, { route: 'web-page/about-us' }, { get: true, lang: 'en' })).message.data;
    expect(about).toMatchObject({ title: 'Chi siamo', route: 'web-page/about-us', content_type: 'HTML', published: 1 });
    expect(about.main_section_html).toContain('breadcrumbs');
    const where = (await t.call(WEB_PAGE, { route: 'web-page/where-we-are' }, { get: true })).message.data;
    expect(where.main_section_html).toContain('<iframe');
    expect((await t.call(WEB_PAGE, { route: 'web-page/nope' }, { get: true })).message).toEqual({
      error: 'No Web Page found for the given route.',
    });
    expect((await t.call('omnicommerce.controllers.content.get_stores')).status).toBe(417);
  });
});
