import { describe, expect, it } from 'vitest';
import { blogHref, blogPostHref, blogRouteOf, pageCount, parseBlogParams, parseBlogPlace } from '@/lib/blog/params';
import { blogRedirect } from '@/lib/routing/listing-address';

describe('blog list parameters', () => {
  it('reads page, category and tag, dropping values that are not slugs or pages', () => {
    expect(parseBlogParams({ page: '2', category: 'Guides', tag: 'paint' })).toEqual({
      page: 2,
      category: 'guides',
      tag: 'paint',
    });
    expect(parseBlogParams({ page: '0', category: '../etc', tag: ['tools', 'x'] })).toEqual({ page: 1, tag: 'tools' });
    expect(parseBlogParams({ page: '1.5' })).toEqual({ page: 1 });
    expect(parseBlogParams({ page: '99999' })).toEqual({ page: 1 });
    expect(parseBlogParams({})).toEqual({ page: 1 });
  });

  it('builds one address per list, its state in the path: no page 1, no empty filters', () => {
    expect(blogHref({ page: 1 })).toBe('/pages/blog');
    expect(blogHref({ page: 3, category: 'guides' })).toBe('/pages/blog/category=guides/page=3');
    expect(blogHref({ page: 2, tag: 'paint', category: 'guides' })).toBe(
      '/pages/blog/category=guides/tag=paint/page=2',
    );
    // Changing the filter starts again from page 1.
    expect(blogHref({ page: 3, category: 'guides' }, { category: 'garden', page: 1 })).toBe(
      '/pages/blog/category=garden',
    );
    expect(blogHref({ page: 2, tag: 'paint' }, { tag: undefined })).toBe('/pages/blog/page=2');
  });

  it('reads a list from its own address only', () => {
    expect(parseBlogPlace([])).toEqual({ page: 1 });
    expect(parseBlogPlace(['category=guides', 'tag=paint', 'page=2'])).toEqual({
      page: 2,
      category: 'guides',
      tag: 'paint',
    });
    for (const made of [
      ['page=1'],
      ['page=02'],
      ['page=2', 'category=guides'],
      ['page=2', 'page=3'],
      ['category=Guides'],
      ['category=../etc'],
      ['colour=red'],
      ['page'],
      ['=2'],
      ['category=guides', ''],
    ])
      expect(parseBlogPlace(made), made.join('/')).toBeNull();
  });

  it('sends the query form on to the list’s address, keeping what is not list state', () => {
    const to = (path: string, query: string) => blogRedirect(path, new URLSearchParams(query));
    expect(to('/pages/blog', 'page=2&category=Guides')).toBe('/pages/blog/category=guides/page=2');
    expect(to('/pages/blog', 'tag=paint&utm_source=mail')).toBe('/pages/blog/tag=paint?utm_source=mail');
    expect(to('/pages/blog', 'page=abc')).toBe('/pages/blog');
    // Already a list's address (its query is not read), or not the blog.
    expect(to('/pages/blog/category=guides', 'page=2')).toBeNull();
    expect(to('/pages/blog', 'utm_source=mail')).toBeNull();
    expect(to('/pages/blogs', 'page=2')).toBeNull();
  });

  it('maps the back-end route blog/<category>/<slug> to /pages/single/<category>/<slug> and back', () => {
    expect(blogPostHref('blog/projects/fixing-a-dripping-tap')).toBe('/pages/single/projects/fixing-a-dripping-tap');
    expect(blogRouteOf(['projects', 'fixing-a-dripping-tap'])).toBe('blog/projects/fixing-a-dripping-tap');
    expect(blogRouteOf(['fixing-a-dripping-tap'])).toBeNull();
    expect(blogRouteOf(['..', 'x'])).toBeNull();
    expect(blogRouteOf(['a', 'b', 'c'])).toBeNull();
  });

  it('counts pages', () => {
    expect(pageCount(8, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(12, 6)).toBe(2);
  });
});
