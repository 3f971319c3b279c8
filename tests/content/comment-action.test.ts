import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The comment action enforces what Frappe skips for the app token: comments closed on the post,
 * and a signed-in shopper's own name and e-mail whatever the browser sends.
 */
const addComment = vi.fn();
const getBlogPost = vi.fn();
const getUserInfo = vi.fn();
let jwt: string | undefined;

vi.mock('next/cache', () => ({ updateTag: vi.fn() }));
vi.mock('@/lib/request-ip', () => ({ requestIp: async () => '203.0.113.7' }));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => jwt }));
vi.mock('@/lib/backend/auth', () => ({ getUserInfo: (token: string) => getUserInfo(token) }));
vi.mock('@/lib/backend/blog', () => ({
  addComment: (...a: unknown[]) => addComment(...a),
  getBlogPost: (route: string) => getBlogPost(route),
  commentsTag: (name: string) => `blog-comments:${name}`,
}));
vi.mock('@/lib/backend/newsletter-contact', () => ({
  confirmNewsletter: vi.fn(),
  sendContactMessage: vi.fn(),
  subscribeNewsletter: vi.fn(),
}));

const { postComment } = await import('@/components/blog/comment-actions');

const ROUTE = 'blog/guides/painting-a-room-like-a-pro';
const post = (closed = false) => ({
  ok: true,
  data: { name: 'painting-a-room-like-a-pro', route: ROUTE, commentsClosed: closed },
});

beforeEach(() => {
  jwt = undefined;
  addComment.mockReset().mockResolvedValue({ ok: true, data: true });
  getBlogPost.mockReset().mockResolvedValue(post());
  getUserInfo.mockReset().mockResolvedValue({
    ok: true,
    data: { email: 'mario.rossi@example.com', first_name: 'Mario', last_name: 'Rossi' },
  });
});

describe('posting a blog comment', () => {
  it('is refused on a post with comments closed, without asking the back-end to store it', async () => {
    getBlogPost.mockResolvedValue(post(true));
    const result = await postComment(
      ROUTE,
      { comment: 'Bel lavoro', comment_by: 'Eva', comment_email: 'eva@example.com' },
      false,
    );
    expect(result).toEqual({ ok: false, reason: 'closed' });
    expect(addComment).not.toHaveBeenCalled();
  });

  it("uses a signed-in shopper's account name and e-mail, not what the browser sends", async () => {
    jwt = 'a.jwt.token';
    await postComment(
      ROUTE,
      { comment: 'Bel lavoro', comment_by: 'Someone Else', comment_email: 'else@example.com' },
      true,
    );
    expect(addComment).toHaveBeenCalledWith(
      expect.objectContaining({ by: 'Mario Rossi', email: 'mario.rossi@example.com', comment: 'Bel lavoro' }),
      '203.0.113.7',
    );
  });

  it("sends a guest's name and e-mail with the shopper's IP", async () => {
    const result = await postComment(
      ROUTE,
      { comment: 'Bel lavoro', comment_by: 'Eva', comment_email: 'eva@example.com' },
      false,
    );
    expect(result).toEqual({ ok: true });
    expect(addComment).toHaveBeenCalledWith(
      { post: post().data, comment: 'Bel lavoro', by: 'Eva', email: 'eva@example.com', replyTo: undefined },
      '203.0.113.7',
    );
  });

  it('refuses a link before sending, and a route that is not a post', async () => {
    const linked = await postComment(
      ROUTE,
      { comment: 'visita www.spam.example', comment_by: 'Eva', comment_email: 'eva@example.com' },
      false,
    );
    expect(linked).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: { comment: 'errorCommentLinks' } });
    expect(await postComment('../etc/passwd', { comment: 'x' }, false)).toEqual({ ok: false, reason: 'not-found' });
    expect(addComment).not.toHaveBeenCalled();
  });
});
