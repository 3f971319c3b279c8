import {
  categoryValue,
  DEFAULT_PARAMS,
  hasFilters,
  listingHref,
  listingSearch,
  parseListingParams,
  patchParams,
  tabRoute,
  pageWindow,
  toListingQuery,
  withFeature,
} from '@/components/catalogue/listing-params';


describe('parseListingParams: the listing state read from the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingParams({})).toEqual(DEFAULT_PARAMS);
    expect(parseListingParams(undefined)).toEqual(DEFAULT_PARAMS);
  });

  it('reads every parameter it knows', () => {
    const state = parseListingParams(
      new URLSearchParams('search_term=drill&category=Utensili%2CUtensili-elettrici&field_12_feature_s=Batteria&field_3_feature_s=18%20V&min_price=5&max_price=80.5&order_by=price-asc&page=3&per_page=24&view=list'),
    );
    expect(state).toEqual({
      search_term: 'drill',
      category: 'Utensili,Utensili-elettrici',
      features: { field_12_feature_s: 'Batteria', field_3_feature_s: '18 V' },
      min_price: 5,
      max_price: 80.5,
      order_by: 'price-asc',
      page: 3,
      per_page: 24,
      view: 'list',
      wishlist: false,
    });
  });

  it('reads the header wishlist link (spec §2: /shop?wishlist=true)', () => {
    expect(parseListingParams({ wishlist: 'true' }).wishlist).toBe(true);
    expect(parseListingParams({ wishlist: '1' }).wishlist).toBe(true);
    expect(parseListingParams({ wishlist: 'yes please' }).wishlist).toBe(false);
    const state = { ...DEFAULT_PARAMS, wishlist: true, page: 2 };
    expect(listingHref('/shop', state)).toBe('/shop?wishlist=true&page=2');
    expect(toListingQuery(state).wishlist).toBe(1);
    expect(tabRoute('/shop', state)).toBe('/shop?wishlist=true');
    expect(hasFilters(state)).toBe(true);
  });

  it('falls back to the default for each bad value instead of failing', () => {
    const state = parseListingParams({
      order_by: 'cheapest',
      page: '-4',
      per_page: '1000',
      view: 'mosaic',
      min_price: 'abc',
      max_price: '-3',
      search_term: '   ',
    });
    expect(state).toEqual(DEFAULT_PARAMS);
    expect(parseListingParams({ page: '2.5' }).page).toBe(1);
    expect(parseListingParams({ page: '99999999' }).page).toBe(1);
    expect(parseListingParams({ per_page: '12abc' }).per_page).toBe(12);
  });

  it('takes the first of a repeated parameter, trims text and caps its length', () => {
    const state = parseListingParams({ field_2_feature_s: ['Blu', 'Rosso'], search_term: `  cordless   drill ${'x'.repeat(300)}` });
    expect(state.features).toEqual({ field_2_feature_s: 'Blu' });
    expect(state.search_term.startsWith('cordless drill x')).toBe(true);
    expect(state.search_term.length).toBe(120);
  });

  it('accepts a decimal comma in prices and swaps a reversed range', () => {
    expect(parseListingParams({ min_price: '4,50' }).min_price).toBe(4.5);
    const state = parseListingParams({ min_price: '90', max_price: '10' });
    expect([state.min_price, state.max_price]).toEqual([10, 90]);
  });
});

describe('writing the state back to a URL', () => {
  it('leaves defaults out and keeps a fixed order, so equal states give equal URLs', () => {
    expect(listingSearch(DEFAULT_PARAMS)).toBe('');
    const a = listingSearch({ ...DEFAULT_PARAMS, page: 2, features: { field_9_feature_s: 'Rosso', field_10_feature_s: 'Acciaio' }, category: 'Utensili' });
    expect(a).toBe('category=Utensili&field_10_feature_s=Acciaio&field_9_feature_s=Rosso&page=2');
    expect(listingSearch({ ...DEFAULT_PARAMS, features: { field_10_feature_s: 'Acciaio', field_9_feature_s: 'Rosso' } })).toBe('field_10_feature_s=Acciaio&field_9_feature_s=Rosso');
    expect(listingHref('/shop', DEFAULT_PARAMS)).toBe('/shop');
  });

  it('round-trips through parseListingParams', () => {
    const state = { ...DEFAULT_PARAMS, search_term: 'pala & rastrello', category: 'Vivere-all’aperto,Arredo-giardino', features: { field_4_feature_s: 'Ø 20 cm' }, min_price: 3.5, order_by: 'newest' as const, per_page: 36 as const, view: 'grid' as const, page: 4 };
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
    expect(listingHref('/shop/list', on3, withFeature(on3, 'field_1_feature_s', 'Rosso'))).toBe('/shop/list?field_1_feature_s=Rosso');
  });

  it('identifies a search tab by what is searched, not by page, size, view or sort', () => {
    const a = { ...DEFAULT_PARAMS, search_term: 'drill', page: 3, order_by: 'rating' as const, per_page: 36 as const, view: 'list' as const };
    expect(tabRoute('/shop', a)).toBe('/shop?search_term=drill');
    expect(tabRoute('/shop', { ...a, features: { field_1_feature_s: 'Rosso' } })).toBe('/shop?search_term=drill&field_1_feature_s=Rosso');
  });

  it('reads only feature keys in the back-end form, at most eight of them', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i + 1}_feature_s`, 'x']));
    expect(Object.keys(parseListingParams({ ...many, color: 'Red', field_x_feature_s: 'y', 'field_1_feature_s ': 'z' }).features)).toHaveLength(8);
    expect(parseListingParams({ color: 'Red', field_x_feature_s: 'y' }).features).toEqual({});
  });

  it('knows when the listing is narrowed', () => {
    expect(hasFilters(DEFAULT_PARAMS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_PARAMS, order_by: 'price-asc', page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_PARAMS, max_price: 10 })).toBe(true);
  });
});

describe('toListingQuery: the back-end arguments (docs/backend.md "listing")', () => {
  it('sends the feature filters by their facet keys and maps the sort', () => {
    const q = toListingQuery({ ...DEFAULT_PARAMS, features: { field_12_feature_s: 'Batteria' }, order_by: 'price-asc', page: 2, per_page: 24 });
    expect(q).toMatchObject({ page: 2, per_page: 24, features: { field_12_feature_s: 'Batteria' }, order_by: 'price-asc' });
    expect(q.order_by_creation_at).toBeUndefined();
  });

  it('sorts "newest" by creation date and sends no order for the default', () => {
    expect(toListingQuery({ ...DEFAULT_PARAMS, order_by: 'newest' })).toMatchObject({ order_by_creation_at: 'desc' });
    const plain = toListingQuery(DEFAULT_PARAMS);
    expect(plain.order_by).toBeUndefined();
    expect(plain.search_term).toBeUndefined();
    expect(plain.features).toEqual({});
  });
});

describe('categoryValue', () => {
  it('reads the category from a slug, a shop link or a path', () => {
    expect(categoryValue('garden-tools')).toBe('garden-tools');
    expect(categoryValue('/shop?category=watering')).toBe('watering');
    expect(categoryValue('https://shop.example/shop?category=tools,drills')).toBe('tools,drills');
    expect(categoryValue('/categories/paint')).toBe('paint');
  });
});

describe('pageWindow: which page links the pagination shows', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows the ends and two either side of the current page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    // A gap of one page is shown as the page itself.
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});
