import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const content = { ...(await import('@/lib/backend/content')), ...(await import('@/lib/backend/newsletter-contact')) };
const { getItemReviews } = await import('@/lib/backend/reviews');
const { normaliseReviews } = await import('@/lib/domain/reviews');
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');

type Answer = { status?: number; body: unknown; type?: string };
let answers: Array<(url: URL, init: RequestInit) => Answer>;
let requests: Array<{ url: URL; init: RequestInit }>;

/** Answers the calls in order with the contract's example bodies, and records what was sent. */
function backend(...list: Array<Answer | ((url: URL, init: RequestInit) => Answer)>) {
  answers = list.map((a) => (typeof a === 'function' ? a : () => a));
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      requests.push({ url, init });
      const answer = answers.shift()?.(url, init) ?? { status: 500, body: {} };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.type ?? 'application/json' },
      });
    }),
  );
}

const sentBody = (i = 0) => JSON.parse(String(requests[i]!.init.body)) as Record<string, unknown>;
const sentHeader = (name: string, i = 0) => (requests[i]!.init.headers as Record<string, string>)[name];
const failedWith = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? null : result.error?.kind);

beforeEach(() => {
  forgetAbsentMethods();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

/** The contract's example Blog Post row. */
const POST_ROW = {
  name: 'trapani-a-confronto',
  title: 'Trapani a confronto',
  blog_category: 'guide',
  blogger: 'redazione',
  route: 'blog/guide/trapani-a-confronto',
  published: 1,
  published_on: '2025-02-01',
  blog_intro: 'Come scegliere…',
  content_type: 'Markdown',
  content: null,
  content_md: '## Potenza',
  content_html: null,
  meta_image: '/files/trapani.jpg',
  meta_title: '…',
  meta_description: '…',
  read_time: 4,
  featured: 0,
  disable_comments: 0,
  creation: '2025-02-01 08:00:00.000000',
};

describe('blog list and post', () => {
  it('asks for published posts by POST with a JSON page number, and reads the raw rows', async () => {
    backend({ body: { message: { data: [POST_ROW], count: 1 } } });
    const result = await content.listBlogPosts({ page: 2, category: 'guide' });
    expect(requests[0]!.init.method).toBe('POST');
    expect(requests[0]!.url.pathname).toBe('/api/method/omnicommerce.controllers.blog.get_blog_post');
    expect(sentBody()).toEqual({
      limit: content.BLOG_PAGE_SIZE,
      page: 2,
      filters: { published: 1, blog_category: 'guide' },
    });
    expect(result.ok && result.data[0]).toMatchObject({
      name: 'trapani-a-confronto',
      route: 'blog/guide/trapani-a-confronto',
      category: 'guide',
      blogger: 'redazione',
      cover: '/files/trapani.jpg',
      body: { format: 'markdown', text: '## Potenza' },
      commentsClosed: false,
    });
  });

  it('reads the 200 {error, data: [], count: 0} failure as a failure, not as an empty blog', async () => {
    backend({
      body: {
        message: {
          error: "An unexpected error occurred. unsupported operand type(s) for -: 'str' and 'int'",
          data: [],
          count: 0,
        },
      },
    });
    expect(failedWith(await content.listBlogPosts())).toBe('unavailable');
  });

  it('takes the total from frappe.client.get_count', async () => {
    backend({ body: { message: 4 } });
    const total = await content.countBlogPosts({ category: 'guide' });
    expect(total).toEqual({ ok: true, data: 4 });
    expect(requests[0]!.url.searchParams.get('doctype')).toBe('Blog Post');
    expect(JSON.parse(requests[0]!.url.searchParams.get('filters')!)).toEqual({ published: 1, blog_category: 'guide' });
  });

  it('reads a post by its full route with a GET, and the {error} answer as not found', async () => {
    backend(
      {
        body: {
          message: { data: { ...POST_ROW, content_type: 'HTML', content_md: null, content_html: '<p>Ciao</p>' } },
        },
      },
      { body: { message: { error: 'No blog post found for the given route.' } } },
    );
    const found = await content.getBlogPost('blog/guide/trapani-a-confronto');
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.url.searchParams.get('route')).toBe('blog/guide/trapani-a-confronto');
    expect(found.ok && found.data.body).toEqual({ format: 'html', text: '<p>Ciao</p>' });
    expect(failedWith(await content.getBlogPost('blog/guide/nope'))).toBe('not-found');
  });

  it('does not show a draft, which the detail method serves too', async () => {
    backend({ body: { message: { data: { ...POST_ROW, published: 0 } } } });
    expect(failedWith(await content.getBlogPost(POST_ROW.route))).toBe('not-found');
  });
});

describe('comments', () => {
  const unknownMethod = {
    status: 417,
    body: {
      exc_type: 'ValidationError',
      _server_messages: JSON.stringify([
        JSON.stringify({
          message:
            "Failed to get method for command omnicommerce.controllers.blog.get_comments with module 'omnicommerce.controllers.blog' has no attribute 'get_comments'",
        }),
      ]),
    },
  };

  it('reads published comments from the Comment resource when get_comments is absent, never asking for e-mails', async () => {
    backend(unknownMethod, {
      body: {
        data: [
          { name: 'a1b2c3', comment_by: 'Eva', content: '<p>Bel lavoro</p>', creation: '2025-02-02 09:00:00.000000' },
        ],
      },
    });
    const result = await content.listComments('trapani-a-confronto');
    expect(result).toEqual({
      ok: true,
      data: {
        replies: false,
        comments: [
          { name: 'a1b2c3', by: 'Eva', html: '<p>Bel lavoro</p>', at: '2025-02-02 09:00:00.000000', replyTo: null },
        ],
      },
    });
    const query = requests[1]!.url.searchParams;
    expect(requests[1]!.url.pathname).toBe('/api/resource/Comment');
    expect(JSON.parse(query.get('fields')!)).not.toContain('comment_email');
    expect(JSON.parse(query.get('filters')!)).toContainEqual(['published', '=', 1]);
  });

  it('posts through Frappe add_comment with all six arguments and the shopper IP', async () => {
    backend({ body: { message: '<div class="comment-row">…</div>' } });
    const result = await content.addComment(
      { post: POST_ROW, comment: 'Bel lavoro', by: 'Eva', email: 'eva@example.com' },
      '203.0.113.7',
    );
    expect(result.ok).toBe(true);
    expect(sentBody()).toEqual({
      comment: 'Bel lavoro',
      comment_email: 'eva@example.com',
      comment_by: 'Eva',
      reference_doctype: 'Blog Post',
      reference_name: 'trapani-a-confronto',
      route: 'blog/guide/trapani-a-confronto',
    });
    expect(sentHeader('X-Forwarded-For')).toBe('203.0.113.7');
  });

  it('reads the 200 {message: false} refusal with its server message', async () => {
    backend({
      body: {
        message: false,
        _server_messages: JSON.stringify([
          JSON.stringify({ message: 'Comments cannot have links or email addresses' }),
        ]),
      },
    });
    const result = await content.addComment({ post: POST_ROW, comment: 'x', by: 'Eva', email: 'eva@example.com' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Comments cannot have links or email addresses' },
    });
  });
});

describe('newsletter', () => {
  const SIGNED = 'email=eva%40example.com&email_group=Website&_signature=0cc175b9c0f1b6a831c399e269772661';

  it('subscribes to the one group with the shopper IP', async () => {
    backend({
      body: {
        message: {
          status: 'success',
          message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
        },
      },
    });
    const result = await content.subscribeNewsletter('eva@example.com', '203.0.113.7');
    expect(result.ok).toBe(true);
    expect(sentBody()).toEqual({ email: 'eva@example.com', email_group: 'Website' });
    expect(sentHeader('X-Forwarded-For')).toBe('203.0.113.7');
  });

  it('confirms with the signed query byte for byte, as a GET with no body', async () => {
    backend({
      body: {
        message: { status: 'success', message: 'eva@example.com has been successfully added to the Email Group.' },
      },
    });
    expect(await content.confirmNewsletter(SIGNED)).toBe('confirmed');
    expect(requests[0]!.url.search).toBe(`?${SIGNED}`);
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('reads Frappe’s HTML "Invalid Link" page as an invalid link', async () => {
    backend({
      body: '<!DOCTYPE html><html><body><h4>Invalid Link</h4></body></html>',
      type: 'text/html; charset=utf-8',
    });
    expect(await content.confirmNewsletter(SIGNED)).toBe('invalid');
  });
});

describe('contact', () => {
  it('sends sender, subject and message to frappe.www.contact.send_message and reads {} as sent', async () => {
    backend({ body: {} });
    const result = await content.sendContactMessage(
      { sender: 'eva@example.com', subject: 'Ordine — Eva Bianchi', message: 'Quando arriva?' },
      '203.0.113.7',
    );
    expect(result.ok).toBe(true);
    expect(requests[0]!.url.pathname).toBe('/api/method/frappe.www.contact.send_message');
    expect(sentBody()).toEqual({
      sender: 'eva@example.com',
      subject: 'Ordine — Eva Bianchi',
      message: 'Quando arriva?',
    });
  });

  it('reads an invalid address as a refusal', async () => {
    backend({
      status: 417,
      body: {
        exc_type: 'InvalidEmailAddressError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'nope is not a valid Email Address' })]),
      },
    });
    expect(failedWith(await content.sendContactMessage({ sender: 'nope', subject: 'x', message: 'y' }))).toBe(
      'rejected',
    );
  });
});

describe('content pages and FAQ', () => {
  it('reads web-page/<slug> with its HTML body, and the {error} answer as not found', async () => {
    backend(
      {
        body: {
          message: {
            data: {
              title: 'Chi siamo',
              route: 'web-page/about-us',
              published: 1,
              content_type: 'HTML',
              main_section: null,
              main_section_md: null,
              main_section_html: '<div class="breadcrumbs">Home</div><p>Dal 1978</p>',
              meta_description: 'Una ferramenta',
              modified: '2026-09-01 09:00:00.000000',
            },
          },
        },
      },
      { body: { message: { error: 'No Web Page found for the given route.' } } },
    );
    const page = await content.getWebPage('about-us');
    expect(requests[0]!.url.searchParams.get('route')).toBe('web-page/about-us');
    expect(page.ok && page.data).toMatchObject({
      title: 'Chi siamo',
      body: { format: 'html' },
      description: 'Una ferramenta',
      modified: '2026-09-01',
    });
    expect(failedWith(await content.getWebPage('nope'))).toBe('not-found');
  });

  it('builds the FAQ from Help Article rows under their Help Category names', async () => {
    backend(
      {
        body: {
          data: [
            {
              name: 'HA-0001',
              title: 'Come seguo il mio ordine?',
              category: 'ordini',
              content: '<p>Dal tuo account.</p>',
              route: 'kb/ordini/ha-0001',
              level: 'Beginner',
            },
          ],
        },
      },
      { body: { data: [{ name: 'ordini', category_name: 'Ordini', category_description: null }] } },
    );
    const faq = await content.getFaq();
    expect(faq).toEqual({
      ok: true,
      data: [
        {
          name: 'HA-0001',
          topic: 'Ordini',
          question: 'Come seguo il mio ordine?',
          answerHtml: '<p>Dal tuo account.</p>',
        },
      ],
    });
  });

  it('reports a Help Article the token may not read as unauthorised (the page then points to the contact form)', async () => {
    backend(
      { status: 403, body: { exc_type: 'PermissionError' } },
      { status: 403, body: { exc_type: 'PermissionError' } },
    );
    expect(failedWith(await content.getFaq())).toBe('unauthorised');
  });
});

describe('reviews', () => {
  it('reads the contract’s example: 0.8 is four stars, and the customer’s e-mail is no author', async () => {
    backend({
      body: {
        message: {
          reviews: [
            {
              name: 'a1b2c3d4e5',
              item: 'FT-0425',
              customer: 'mario.rossi@example.com',
              rating: 0.8,
              title: 'Ottimo',
              comment: 'Potente e leggero',
            },
          ],
          average_rating: 0.8,
          average_whole_rating: 1.0,
          reviews_per_rating: [0, 0, 0, 0, 0],
          total_reviews: 1,
        },
      },
    });
    const result = await getItemReviews('FT-0425');
    expect(result.ok).toBe(true);
    const summary = normaliseReviews(
      result.ok ? result.data : { reviews: [], average_rating: 0, reviews_per_rating: [], total_reviews: 0 },
    );
    expect(summary.average).toBe(4);
    expect(summary.reviews[0]).toMatchObject({ rating: 4, author: '', createdAt: null, title: 'Ottimo' });
    expect(summary.distribution).toEqual([0, 100, 0, 0, 0]);
  });

  it('reads reviews switched off ({}) as no reviews', async () => {
    backend({ body: { message: {} } });
    const result = await getItemReviews('FT-0425');
    expect(result.ok && result.data.total_reviews).toBe(0);
  });
});
