import {
  categoryValue,
  DEFAULT_PARAMS,
  hasFilters,
  listingHref,
  parseListingParams,
  tabRoute,
  toListingQuery,
} from '@/lib/catalogue/listing-params';
import { pageWindow } from '@/lib/domain/page-window';

describe('parseListingParams: the listing state read from the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingParams({})).toEqual(DEFAULT_PARAMS);
    expect(parseListingParams(undefined)).toEqual(DEFAULT_PARAMS);
  });

  it('reads every parameter it knows', () => {
    const state = parseListingParams(
      new URLSearchParams(
        'search_term=drill&as_typed=true&category=Utensili%2CUtensili-elettrici&field_12_feature_s=Batteria&field_3_feature_s=18%20V&min_price=5&max_price=80.5&order_by=price-asc&page=3&per_page=24&view=list&in_stock=true&on_sale=1',
      ),
    );
    expect(state).toEqual({
      search_term: 'drill',
      as_typed: true,
      category: 'Utensili,Utensili-elettrici',
      features: { field_12_feature_s: 'Batteria', field_3_feature_s: '18 V' },
      min_price: 5,
      max_price: 80.5,
      order_by: 'price-asc',
      page: 3,
      per_page: 24,
      view: 'list',
      wishlist: false,
      in_stock: true,
      on_sale: true,
    });
  });

  it('reads the header wishlist link (/shop?wishlist=true)', () => {
    expect(parseListingParams({ wishlist: 'true' }).wishlist).toBe(true);
    expect(parseListingParams({ wishlist: '1' }).wishlist).toBe(true);
    expect(parseListingParams({ wishlist: 'yes please' }).wishlist).toBe(false);
    const state = { ...DEFAULT_PARAMS, wishlist: true, page: 2 };
    expect(listingHref('/shop', state)).toBe('/shop/search?wishlist=true&page=2');
    expect(toListingQuery(state).wishlist).toBe(1);
    expect(tabRoute('/shop', state)).toBe('/shop/search?wishlist=true');
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
    const state = parseListingParams({
      field_2_feature_s: ['Blu', 'Rosso'],
      search_term: `  cordless   drill ${'x'.repeat(300)}`,
    });
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

describe('toListingQuery: the back-end arguments (docs/backend.md "listing")', () => {
  it('sends the feature filters by their facet keys and maps the sort', () => {
    const q = toListingQuery({
      ...DEFAULT_PARAMS,
      features: { field_12_feature_s: 'Batteria' },
      order_by: 'price-asc',
      page: 2,
      per_page: 24,
    });
    expect(q).toMatchObject({
      page: 2,
      per_page: 24,
      features: { field_12_feature_s: 'Batteria' },
      order_by: 'price-asc',
    });
    expect(q.order_by_creation_at).toBeUndefined();
  });

  it('asks for stock and a discount only when the shopper switched those filters on', () => {
    const plain = toListingQuery(DEFAULT_PARAMS);
    expect(plain.is_in_stock).toBeUndefined();
    expect(plain.min_discount_value).toBeUndefined();
    expect(toListingQuery({ ...DEFAULT_PARAMS, in_stock: true, on_sale: true })).toMatchObject({
      is_in_stock: 1,
      min_discount_value: 0.01,
    });
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
