import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingAddress } from '@/lib/routing/missing-address';
import { blogListExists, contentExists, forgetContent } from '@/lib/routing/page-exists';
import { forgetProducts } from '@/lib/routing/product-exists';
import { forgetRefusals } from '@/lib/backend/refusals';

/** The signed-in shopper owns order 12; 13 is another customer's; 14 cannot be looked up now. */
vi.mock('@/lib/backend/orders', () => ({
  findOwnOrder: async (name: string) => {
    if (name === 'SAL-ORD-2026-00012') return { ok: true, data: { order: { name }, unlisted: null } };
    return { ok: false, error: { kind: name === 'SAL-ORD-2026-00013' ? 'not-found' : 'unavailable' } };
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Published posts: 8 in all (two pages of the blog list), 1 in "guide", "old-post" tagged "paint". */
function count(filters: string | null): number {
  if (filters?.includes('"name"')) return filters.includes('"old-post"') ? 1 : 0;
  if (filters?.includes('"blog_category":"guide"')) return 1;
  return filters?.includes('blog_category') ? 0 : 8;
}

/** A back-end that knows one post, one web page, one product and one tag, and nothing else. */
function backend(url: string): Response {
  const { pathname, searchParams } = new URL(url);
  const route = searchParams.get('route');
  if (pathname.endsWith('get_blog_post_detail'))
    return route === 'blog/guide/trapani-a-confronto'
      ? json(200, { message: { data: { route, published: 1 } } })
      : json(200, { message: { error: 'No blog post found for the given route.' } });
  if (pathname.endsWith('get_web_page_detail'))
    return route === 'web-page/about-us' || route === 'web-page/legal/cookie-policy'
      ? json(200, { message: { data: { route, published: 1 } } })
      : json(200, { message: { error: 'No Web Page found for the given route.' } });
  if (pathname.endsWith('frappe.client.get_count')) return json(200, { message: count(searchParams.get('filters')) });
  if (pathname.endsWith('get_blog_meta'))
    return json(200, { message: { tags: [{ name: 'paint', label: 'Paint', posts: ['old-post'] }] } });
  if (pathname.endsWith('solr_search.products'))
    return searchParams.get('slug') === 'det/trapano-abc-000001'
      ? json(200, { message: { product: { sku: 'A' } } })
      : json(404, { exc_type: 'DoesNotExistError' });
  return json(404, {});
}

const missing = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return isMissingAddress(`/it${url.pathname}`, url.searchParams);
};

describe('addresses the proxy answers with the 404 screen', () => {
  beforeEach(() => {
    forgetContent();
    forgetProducts();
    forgetRefusals();
    vi.stubEnv('BACKEND_URL', 'http://backend.test');
    vi.stubEnv('BACKEND_API_KEY', 'k');
    vi.stubEnv('BACKEND_API_SECRET', 's');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => backend(url)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('a content page the back-end does not publish is missing; its posts and pages are not', async () => {
    expect(await missing('/pages/single/guide/trapani-a-confronto')).toBe(false);
    expect(await missing('/pages/single/about-us')).toBe(false);
    expect(await missing('/pages/single/legal/cookie-policy')).toBe(false);
    expect(await missing('/pages/single/old-post')).toBe(false);
    expect(await missing('/pages/single/faq')).toBe(false);
    expect(await missing('/pages/single/guide/no-such-post')).toBe(true);
    expect(await missing('/pages/single/no-such-page')).toBe(true);
    expect(await missing('/pages/single/a/b/c/d/e')).toBe(true);
    expect(await missing('/pages/single/Not%20A%20Slug')).toBe(true);
  });

  it('a published post is known for minutes: its answer, a {data} without error, is read as it is', async () => {
    // An {error}-less answer once failed the check's schema: every post was "cannot tell", asked
    // of the back-end again every 10 s and logged as an invalid answer.
    const now = Date.now();
    expect(await contentExists('guide/trapani-a-confronto', now)).toBe(true);
    expect(await contentExists('guide/trapani-a-confronto', now + 60_000)).toBe(true);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it('an unreadable back-end leaves the decision to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {})),
    );
    expect(await missing('/pages/single/no-such-page')).toBe(false);
    expect(await missing('/det/no-such-thing')).toBe(false);
  });

  it('a product address of a made-up layout, slug or product is missing', async () => {
    expect(await missing('/product/fullwidth/det/trapano-abc-000001')).toBe(false);
    expect(await missing('/product/det/trapano-abc-000001')).toBe(false);
    expect(await missing('/product/fullwidth/det/no-such-product-000009')).toBe(true);
    expect(await missing('/product/no-such-layout/det/trapano-abc-000001')).toBe(true);
    expect(await missing('/product/default/nope')).toBe(true);
  });

  it('an old `/det/` address is missing only when neither a product nor a page has it', async () => {
    expect(await missing('/det/trapano-abc-000001')).toBe(false);
    expect(await missing('/det/about-us')).toBe(false);
    expect(await missing('/det/no-such-thing')).toBe(true);
    expect(await missing('/det/a/b')).toBe(true);
    expect(await missing('/det')).toBe(true);
  });

  it('a listing layout the shop lacks is missing', async () => {
    expect(await missing('/shop')).toBe(false);
    expect(await missing('/shop/grid/3')).toBe(false);
    expect(await missing('/shop/infinite-scroll')).toBe(false);
    expect(await missing('/shop/no-such-layout')).toBe(true);
    expect(await missing('/shop/grid/99')).toBe(true);
  });

  it("a listing's state is written after its layout, each field once, and only the listing's fields", async () => {
    expect(await missing('/shop/grid/3/order_by=price-asc/page=2')).toBe(false);
    expect(await missing('/shop/field_12_feature_s=Rosso')).toBe(false);
    expect(await missing('/shop/colour=red')).toBe(true);
    expect(await missing('/shop/page=2/page=3')).toBe(true);
    expect(await missing('/shop/order_by=price-asc/list')).toBe(true);
    expect(await missing('/shop/=2')).toBe(true);
    expect(await missing('/shop/page=%E0')).toBe(true);
    expect(await missing('/shop/list/search?search_term=trapano')).toBe(false);
    expect(await missing('/shop/search/page=2')).toBe(true);
    expect(await missing('/shop/search/list')).toBe(true);
  });

  it('a blog list is missing unless its address is its own and the blog has its category, tag and page', async () => {
    expect(await missing('/pages/blog')).toBe(false);
    expect(await missing('/pages/blog/page=2')).toBe(false);
    expect(await missing('/pages/blog/category=guide')).toBe(false);
    expect(await missing('/pages/blog/tag=paint')).toBe(false);
    expect(await missing('/pages/blog/category=guide/tag=paint')).toBe(false);
    // Past the last page, a category or tag with no post, a field that is none, twice, out of order, page 1 written.
    expect(await missing('/pages/blog/page=3')).toBe(true);
    expect(await missing('/pages/blog/category=guide/page=2')).toBe(true);
    expect(await missing('/pages/blog/category=no-such-category')).toBe(true);
    expect(await missing('/pages/blog/tag=no-such-tag')).toBe(true);
    expect(await missing('/pages/blog/colour=red')).toBe(true);
    expect(await missing('/pages/blog/page=2/page=2')).toBe(true);
    expect(await missing('/pages/blog/page=2/category=guide')).toBe(true);
    expect(await missing('/pages/blog/page=1')).toBe(true);
    expect(await missing('/pages/blog/category=Guide')).toBe(true);
    expect(await missing('/pages/blog/page=%E0')).toBe(true);
  });

  it('a list that does not exist yet is found a minute later, when new posts made it', async () => {
    const now = Date.now();
    expect(await blogListExists({ page: 3 }, now)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('get_count') ? json(200, { message: 13 }) : backend(url))),
    );
    expect(await blogListExists({ page: 3 }, now + 30_000)).toBe(false);
    expect(await blogListExists({ page: 3 }, now + 61_000)).toBe(true);
    // A yes is kept longer: the back-end is not asked again within five minutes.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {})),
    );
    expect(await blogListExists({ page: 3 }, now + 120_000)).toBe(true);
  });

  it('a back-end that cannot say leaves it to the page; without the optional tags method every tag is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {})),
    );
    expect(await missing('/pages/blog/tag=paint')).toBe(false);
    expect(await missing('/pages/blog/page=9')).toBe(false);
    forgetContent();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('get_blog_meta')
          ? json(417, {
              exc_type: 'ValidationError',
              _server_messages: JSON.stringify([
                JSON.stringify({ message: 'Failed to get method for command x with No module named x' }),
              ]),
            })
          : backend(url),
      ),
    );
    expect(await missing('/pages/blog/tag=paint')).toBe(true);
    expect(await missing('/pages/blog/category=guide')).toBe(false);
  });

  it('an order name no order can have, or another customer’s order, is missing; the shopper’s own goes to the page', async () => {
    expect(await missing('/pages/orders/SAL-ORD-2026-00012')).toBe(false);
    expect(await missing('/pages/orders/SAL-ORD-2026-00013')).toBe(true);
    // The back-end cannot say: the page shows its designed fallback.
    expect(await missing('/pages/orders/SAL-ORD-2026-00014')).toBe(false);
    expect(await missing('/pages/orders/%25E0')).toBe(true);
    expect(await missing('/pages/orders/%E0')).toBe(true);
    expect(await missing(`/pages/orders/${'x'.repeat(65)}`)).toBe(true);
  });

  it('other addresses are left to their routes', async () => {
    expect(await missing('/')).toBe(false);
    expect(await missing('/pages/cart')).toBe(false);
  });
});
