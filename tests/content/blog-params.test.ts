import { describe, expect, it } from 'vitest';
import { blogHref, blogPostHref, blogRouteOf, pageCount, parseBlogParams } from '@/lib/blog/params';

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

  it('builds one canonical URL per list: no page 1, no empty filters', () => {
    expect(blogHref({ page: 1 })).toBe('/pages/blog');
    expect(blogHref({ page: 3, category: 'guides' })).toBe('/pages/blog?category=guides&page=3');
    // Changing the filter starts again from page 1.
    expect(blogHref({ page: 3, category: 'guides' }, { category: 'garden', page: 1 })).toBe(
      '/pages/blog?category=garden',
    );
    expect(blogHref({ page: 2, tag: 'paint' }, { tag: undefined })).toBe('/pages/blog?page=2');
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
