import { promoTabRoute } from '@/components/layout/promo-tab-route';

vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

describe('promoTabRoute: the listing tab a promo link belongs to', () => {
  const route = (href: string) => promoTabRoute(new URL(href, 'http://shop.test'));

  it('is the listing route without sort, page size or page, so it matches the tab the page opens', () => {
    expect(route('/shop/category=garden/order_by=price-asc/page=2')).toBe('/shop/category=garden');
    expect(route('/shop/order_by=price-asc')).toBe('/shop');
    expect(route('/shop/list/search?search_term=paint')).toBe('/shop/list/search_term=paint');
    expect(route('/shop/list/search?search_term=paint&min_price=5')).toBe(
      '/shop/list/search?search_term=paint&min_price=5',
    );
    // A link written as a query, as the back-end may send it, belongs to the same tab.
    expect(route('/shop?category=garden&order_by=price-asc&page=2')).toBe('/shop/category=garden');
  });

  it('keeps other pages as they are', () => {
    expect(route('/pages/single/shipping')).toBe('/pages/single/shipping');
  });
});
