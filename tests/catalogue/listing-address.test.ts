import { describe, expect, it } from 'vitest';
import { listingLink, listingRedirect } from '@/lib/routing/listing-address';

const redirect = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return listingRedirect(url.pathname, url.searchParams);
};

describe('a listing has one address: a kept one its state in the path, the others /search and the query', () => {
  it('sends a query (the search form, a filter form without JavaScript, old links) to the path', () => {
    expect(redirect('/shop?category=Giardino')).toBe('/shop/category=Giardino');
    expect(redirect('/shop/list?page=2&category=Utensili%2CTrapani&order_by=price-asc')).toBe(
      '/shop/list/category=Utensili%2CTrapani/order_by=price-asc/page=2',
    );
  });

  it('writes fields in one order, leaves defaults out, and lets the query change what the path says', () => {
    expect(redirect('/shop/page=2/category=Giardino')).toBe('/shop/category=Giardino/page=2');
    expect(redirect('/shop/grid/3/category=Giardino?page=3&per_page=12')).toBe('/shop/grid/3/category=Giardino/page=3');
    expect(redirect('/shop/order_by=default')).toBe('/shop');
    expect(redirect('/shop/category=a,b')).toBe('/shop/category=a%2Cb');
  });

  it('writes a text search in the path like any kept listing, each value escaped on its own', () => {
    expect(redirect('/shop?search_term=wood+glue&category=Utensili')).toBe(
      '/shop/search_term=wood%20glue/category=Utensili',
    );
    expect(redirect('/shop/search?category=Utensili&search_term=trapano')).toBe(
      '/shop/search_term=trapano/category=Utensili',
    );
    expect(redirect('/shop/search_term=wood%20glue')).toBeNull();
    expect(redirect('/shop/search_term=a%2Fb')).toBeNull();
  });

  it('sends a listing rendered per request (a price range, a far page, the wishlist) to /search, with its query', () => {
    expect(redirect('/shop?search_term=trapano&max_price=20')).toBe('/shop/search?search_term=trapano&max_price=20');
    expect(redirect('/shop?wishlist=true')).toBe('/shop/search?wishlist=true');
    expect(redirect('/shop/list/category=Giardino?max_price=20&utm_source=mail')).toBe(
      '/shop/list/search?category=Giardino&max_price=20&utm_source=mail',
    );
    expect(redirect('/shop/category=Utensili/page=51')).toBe('/shop/search?category=Utensili&page=51');
    // Already there: nothing of it is kept, so its query stays as written.
    expect(redirect('/shop/search?max_price=20&search_term=trapano')).toBeNull();
    // Nothing left that needs the query: back to the path.
    expect(redirect('/shop/search?category=Utensili')).toBe('/shop/category=Utensili');
    expect(redirect('/shop/search')).toBe('/shop');
  });

  it('keeps what is not listing state, and leaves an address that already is one alone', () => {
    expect(redirect('/shop?category=Giardino&utm_source=mail')).toBe('/shop/category=Giardino?utm_source=mail');
    expect(redirect('/shop/category=Giardino?utm_source=mail')).toBeNull();
    expect(redirect('/shop/category=Utensili%2CTrapani/page=2')).toBeNull();
    expect(redirect('/shop')).toBeNull();
    expect(redirect('/shop/off-canvas')).toBeNull();
  });

  it('leaves what is no listing address to the 404 page', () => {
    expect(redirect('/shop/no-such-layout?category=Giardino')).toBeNull();
    expect(redirect('/shop/colour=red')).toBeNull();
    expect(redirect('/shop/page=%E0')).toBeNull();
    expect(redirect('/pages/blog?category=garden')).toBeNull();
  });

  it("writes the back-end's own links to a listing (promo tabs, its HTML) as the listing's address", () => {
    expect(listingLink('/shop?on_sale=true&promo_code=SPED')).toBe('/shop/on_sale=true?promo_code=SPED');
    expect(listingLink('/shop')).toBe('/shop');
    expect(listingLink('/shopping-guide')).toBe('/shopping-guide');
    expect(listingLink('/pages/blog?category=garden')).toBe('/pages/blog/category=garden');
    expect(listingLink('/pages/blogroll?category=garden')).toBe('/pages/blogroll?category=garden');
  });
});
