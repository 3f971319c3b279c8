import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { backend, failedWith, requests, sentBody, sentHeader } from './content-support';

/** The blog's posts and comments fed the contract's example answers (docs/backend/content.md). */

setUpBackendTests({ timeoutMs: 1_000 });

const blog = await import('@/lib/backend/blog');

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
    const result = await blog.listBlogPosts({ page: 2, category: 'guide' });
    expect(requests[0]!.init.method).toBe('POST');
    expect(requests[0]!.url.pathname).toBe('/api/method/omnicommerce.controllers.blog.get_blog_post');
    expect(sentBody()).toEqual({
      limit: blog.BLOG_PAGE_SIZE,
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
    expect(failedWith(await blog.listBlogPosts())).toBe('unavailable');
  });

  it('takes the total from frappe.client.get_count', async () => {
    backend({ body: { message: 4 } });
    const total = await blog.countBlogPosts({ category: 'guide' });
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
    const found = await blog.getBlogPost('blog/guide/trapani-a-confronto');
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.url.searchParams.get('route')).toBe('blog/guide/trapani-a-confronto');
    expect(found.ok && found.data.body).toEqual({ format: 'html', text: '<p>Ciao</p>' });
    expect(failedWith(await blog.getBlogPost('blog/guide/nope'))).toBe('not-found');
  });

  it('does not show a draft, which the detail method serves too', async () => {
    backend({ body: { message: { data: { ...POST_ROW, published: 0 } } } });
    expect(failedWith(await blog.getBlogPost(POST_ROW.route))).toBe('not-found');
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
    const result = await blog.listComments('trapani-a-confronto');
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
    const result = await blog.addComment(
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
    const result = await blog.addComment({ post: POST_ROW, comment: 'x', by: 'Eva', email: 'eva@example.com' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Comments cannot have links or email addresses' },
    });
  });
});
