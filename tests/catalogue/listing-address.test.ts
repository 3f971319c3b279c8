import { describe, expect, it } from 'vitest';
import { listingRedirect } from '@/lib/routing/listing-address';

const redirect = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return listingRedirect(url.pathname, url.searchParams);
};

describe('a listing has one address: its state in the path', () => {
  it('sends a query (the search form, a filter form without JavaScript, old links) to the path', () => {
    expect(redirect('/shop?category=Giardino')).toBe('/shop/category=Giardino');
    expect(redirect('/shop?wishlist=true')).toBe('/shop/wishlist=true');
    expect(redirect('/shop/list?page=2&category=Utensili%2CTrapani&search_term=wood+glue')).toBe(
      '/shop/list/search_term=wood%20glue/category=Utensili%2CTrapani/page=2',
    );
  });

  it('writes fields in one order, leaves defaults out, and lets the query change what the path says', () => {
    expect(redirect('/shop/page=2/category=Giardino')).toBe('/shop/category=Giardino/page=2');
    expect(redirect('/shop/grid/3/category=Giardino?page=3&per_page=12')).toBe('/shop/grid/3/category=Giardino/page=3');
    expect(redirect('/shop/order_by=default')).toBe('/shop');
    expect(redirect('/shop/category=a,b')).toBe('/shop/category=a%2Cb');
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
});
