import { describe, expect, it } from 'vitest';
import { parseListingParams } from '@/lib/catalogue/listing-params';
import {
  DEFAULT_PARAMS,
  hasFilters,
  listingHref,
  listingSearch,
  ON_SALE_HREF,
  patchParams,
  tabRoute,
  withFeature,
} from '@/lib/domain/listing-url';

describe('writing the state back to a URL', () => {
  it('leaves defaults out and keeps a fixed order, so equal states give equal URLs', () => {
    expect(listingSearch(DEFAULT_PARAMS)).toBe('');
    const a = listingSearch({
      ...DEFAULT_PARAMS,
      page: 2,
      features: { field_9_feature_s: 'Rosso', field_10_feature_s: 'Acciaio' },
      category: 'Utensili',
    });
    expect(a).toBe('category=Utensili&field_10_feature_s=Acciaio&field_9_feature_s=Rosso&page=2');
    expect(
      listingSearch({ ...DEFAULT_PARAMS, features: { field_10_feature_s: 'Acciaio', field_9_feature_s: 'Rosso' } }),
    ).toBe('field_10_feature_s=Acciaio&field_9_feature_s=Rosso');
    expect(listingHref('/shop', DEFAULT_PARAMS)).toBe('/shop');
  });

  it('round-trips through parseListingParams', () => {
    const state = {
      ...DEFAULT_PARAMS,
      search_term: 'pala & rastrello',
      category: 'Vivere-all’aperto,Arredo-giardino',
      features: { field_4_feature_s: 'Ø 20 cm' },
      min_price: 3.5,
      order_by: 'newest' as const,
      per_page: 36 as const,
      view: 'grid' as const,
      page: 4,
    };
    expect(parseListingParams(new URLSearchParams(listingSearch(state)))).toEqual(state);
  });

  it('goes back to page 1 when a filter, the sort or the page size changes, not for the view', () => {
    const on3 = { ...DEFAULT_PARAMS, page: 3 };
    expect(patchParams(on3, withFeature(on3, 'field_1_feature_s', 'Rosso')).page).toBe(1);
    expect(patchParams(on3, { features: {} }).page).toBe(3);
    expect(patchParams(on3, { order_by: 'price-desc' }).page).toBe(1);
    expect(patchParams(on3, { per_page: 24 }).page).toBe(1);
    expect(patchParams(on3, { view: 'list' }).page).toBe(3);
    expect(patchParams(on3, { page: 4 }).page).toBe(4);
    expect(listingHref('/shop/list', on3, withFeature(on3, 'field_1_feature_s', 'Rosso'))).toBe(
      '/shop/list/field_1_feature_s=Rosso',
    );
  });

  it('identifies a search tab by what is searched, not by page, size, view or sort', () => {
    const a = {
      ...DEFAULT_PARAMS,
      search_term: 'drill',
      page: 3,
      order_by: 'rating' as const,
      per_page: 36 as const,
      view: 'list' as const,
    };
    expect(tabRoute('/shop', a)).toBe('/shop/search_term=drill');
    expect(tabRoute('/shop', { ...a, features: { field_1_feature_s: 'Rosso' } })).toBe(
      '/shop/search_term=drill/field_1_feature_s=Rosso',
    );
  });

  it('reads only feature keys in the back-end form, at most eight of them', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i + 1}_feature_s`, 'x']));
    expect(
      Object.keys(
        parseListingParams({ ...many, color: 'Red', field_x_feature_s: 'y', 'field_1_feature_s ': 'z' }).features,
      ),
    ).toHaveLength(8);
    expect(parseListingParams({ color: 'Red', field_x_feature_s: 'y' }).features).toEqual({});
  });

  it('writes "in stock" and "on sale" as flags, reads them back, and counts them as filters', () => {
    const state = { ...DEFAULT_PARAMS, on_sale: true, in_stock: true, page: 2 };
    expect(listingSearch(state)).toBe('on_sale=true&in_stock=true&page=2');
    expect(parseListingParams(new URLSearchParams('on_sale=1&in_stock=true'))).toMatchObject({
      on_sale: true,
      in_stock: true,
    });
    expect(parseListingParams(new URLSearchParams('on_sale=yes'))).toMatchObject({ on_sale: false });
    expect(patchParams(state, { in_stock: false }).page).toBe(1);
    expect(hasFilters({ ...DEFAULT_PARAMS, on_sale: true })).toBe(true);
    expect(tabRoute('/shop', state)).toBe('/shop/on_sale=true/in_stock=true');
    expect(ON_SALE_HREF).toBe(listingHref('/shop', DEFAULT_PARAMS, { on_sale: true }));
  });

  it('knows when the listing is narrowed', () => {
    expect(hasFilters(DEFAULT_PARAMS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_PARAMS, order_by: 'price-asc', page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_PARAMS, max_price: 10 })).toBe(true);
  });
});
