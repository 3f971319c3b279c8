import { blogPagePosts } from '@/lib/blog/page-posts';
import type { BlogExtras } from '@/lib/blog/blog-data';
import { countBlogPosts, listBlogPosts } from '@/lib/backend/blog';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/backend/blog', () => ({ BLOG_PAGE_SIZE: 6, countBlogPosts: vi.fn(), listBlogPosts: vi.fn() }));

const extras: BlogExtras = {
  categories: [{ name: 'guides', title: 'Guides', count: 14 }],
  recent: [],
  tags: [{ name: 'garden', posts: ['post-a'] }] as BlogExtras['tags'],
  authors: new Map(),
};

beforeEach(() => {
  vi.mocked(countBlogPosts).mockReset().mockResolvedValue({ ok: true, data: 14 });
  vi.mocked(listBlogPosts).mockReset().mockResolvedValue({ ok: true, data: [] });
});

describe('the blog list asks the back-end only for what the blog has', () => {
  it('reads a known category a page at a time, with its total', async () => {
    const [posts, total] = await blogPagePosts({ page: 3, category: 'guides' }, extras);
    expect(posts.ok && total.ok && total.data).toBe(14);
    expect(listBlogPosts).toHaveBeenCalledWith({ category: 'guides', names: undefined, page: 3, limit: 6 });
  });

  it('lists nothing for a made-up category or tag, and asks nothing', async () => {
    for (const query of [
      { page: 1, category: 'made-up' },
      { page: 1, tag: 'made-up' },
    ]) {
      const [posts, total] = await blogPagePosts(query, extras);
      expect(posts.ok && posts.data).toEqual([]);
      expect(total.ok && total.data).toBe(0);
    }
    expect(countBlogPosts).not.toHaveBeenCalled();
    expect(listBlogPosts).not.toHaveBeenCalled();
  });

  it('does not ask for a page past the last one (14 posts, 6 a page: 3 pages)', async () => {
    const [posts, total] = await blogPagePosts({ page: 4 }, extras);
    expect(posts.ok && posts.data).toEqual([]);
    expect(total.ok && total.data).toBe(14);
    expect(listBlogPosts).not.toHaveBeenCalled();
  });

  it('still reads the page when the total cannot be read', async () => {
    vi.mocked(countBlogPosts).mockResolvedValue({ ok: false, error: { kind: 'unavailable' } });
    await blogPagePosts({ page: 2 }, extras);
    expect(listBlogPosts).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('reads the first page beside the count, without waiting for it', async () => {
    let answerCount = (_: { ok: true; data: number }) => {};
    vi.mocked(countBlogPosts).mockReturnValue(new Promise((resolve) => (answerCount = resolve)));
    const reading = blogPagePosts({ page: 1 }, extras);
    await Promise.resolve();
    expect(listBlogPosts).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
    answerCount({ ok: true, data: 14 });
    const [, total] = await reading;
    expect(total.ok && total.data).toBe(14);
  });
});
