import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What /pages/single/… shows when the back-end lacks a method or refuses a read. */
const api = {
  getBlogPost: vi.fn(),
  findBlogPost: vi.fn(),
  getFaq: vi.fn(),
  getStores: vi.fn(),
  getWebPage: vi.fn(),
};
vi.mock('@/lib/backend/blog', () => api);
vi.mock('@/lib/backend/content', () => api);

const { loadSinglePage } = await import('@/lib/content/single-page');

const fail = (kind: string) => ({ ok: false, error: { kind } });
const page = (title: string) => ({ ok: true, data: { title } });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('the single page', () => {
  it('shows the where-we-are web page as the stores when get_stores is absent', async () => {
    api.getStores.mockResolvedValue(fail('absent'));
    api.getWebPage.mockResolvedValue(page('Dove siamo'));
    expect(await loadSinglePage('en', 'stores')).toEqual({ kind: 'stores-page', page: { title: 'Dove siamo' } });
    expect(api.getWebPage).toHaveBeenCalledWith('where-we-are');
  });

  it('points to the contact form when the help articles may not be read', async () => {
    api.getFaq.mockResolvedValue(fail('unauthorised'));
    expect(await loadSinglePage('en', 'faq')).toEqual({ kind: 'faq-unreadable' });
    api.getFaq.mockResolvedValue(fail('unavailable'));
    expect(await loadSinglePage('en', 'faq')).toEqual({ kind: 'unavailable' });
  });

  it('moves an old one-slug post link to the post’s category address', async () => {
    api.getWebPage.mockResolvedValue(fail('not-found'));
    api.findBlogPost.mockResolvedValue({ ok: true, data: { route: 'blog/guides/how-to-choose-a-cordless-drill' } });
    expect(await loadSinglePage('en', 'how-to-choose-a-cordless-drill')).toEqual({
      kind: 'moved',
      href: '/pages/single/guides/how-to-choose-a-cordless-drill',
    });
  });

  it('reads category/slug as the post route blog/category/slug, and tells a missing post from an outage', async () => {
    api.getBlogPost.mockResolvedValue(fail('not-found'));
    api.getWebPage.mockResolvedValue(fail('not-found'));
    expect(await loadSinglePage('en', 'guides/nope')).toEqual({ kind: 'missing' });
    expect(api.getBlogPost).toHaveBeenCalledWith('blog/guides/nope');
    api.getBlogPost.mockResolvedValue(fail('unavailable'));
    expect(await loadSinglePage('en', 'guides/nope')).toEqual({ kind: 'unavailable' });
  });

  it('finds a web page whose route holds several segments when no post has that address', async () => {
    api.getBlogPost.mockResolvedValue(fail('not-found'));
    api.getWebPage.mockResolvedValue(page('Informativa sui cookie'));
    expect(await loadSinglePage('en', 'legal/cookie-policy')).toEqual({
      kind: 'page',
      page: { title: 'Informativa sui cookie' },
    });
    expect(api.getWebPage).toHaveBeenCalledWith('legal/cookie-policy');
    expect(await loadSinglePage('en', 'legal/cookies/italy')).toEqual({
      kind: 'page',
      page: { title: 'Informativa sui cookie' },
    });
    expect(api.getWebPage).toHaveBeenLastCalledWith('legal/cookies/italy');
  });

  it('refuses a path that cannot be a route without asking the back-end', async () => {
    expect(await loadSinglePage('en', 'a/b/c/d/e')).toEqual({ kind: 'missing' });
    expect(await loadSinglePage('en', 'legal/../etc')).toEqual({ kind: 'missing' });
    expect(api.getWebPage).not.toHaveBeenCalled();
  });
});
