import { describe, expect, it } from 'vitest';
import {
  ALL_TAB_KEY,
  MAX_TABS,
  NEW_TAB_KEY,
  activeTab,
  initialListingState,
  listingReducer,
  tabKeyForSearch,
  type ListingState,
  type ListingTabData,
} from '@/lib/domain/listing-tabs';

type Product = { sku: string };

function page(
  skus: string[],
  current_page = 1,
  pages = 3,
  extra: Partial<ListingTabData<Product>> = {},
): ListingTabData<Product> {
  return { products: skus.map((sku) => ({ sku })), current_page, totalCount: pages * 2, pages, ...extra };
}

function loaded(...routes: string[]): ListingState<Product> {
  return routes.reduce(
    (state, route) => listingReducer(state, { type: 'load-route', route, key: route, data: page([`${route}-1`]) }),
    initialListingState<Product>(),
  );
}

describe('tabKeyForSearch', () => {
  it('is the search term, trimmed and with collapsed spaces', () => {
    expect(tabKeyForSearch('  wall   paint ')).toBe('wall paint');
  });

  it("is 'All' for no term or the match-all '*'", () => {
    for (const term of [null, undefined, '', '   ', '*']) expect(tabKeyForSearch(term)).toBe(ALL_TAB_KEY);
  });

  it("keeps 'New' as the key a caller gives a fresh search", () => {
    expect(NEW_TAB_KEY).toBe('New');
  });
});

describe('listingReducer: load-route', () => {
  it('adds a grid tab for a route without one and makes it active', () => {
    const state = loaded('/shop?search_term=drill');
    expect(state.tabs).toHaveLength(1);
    expect(state.activeIndex).toBe(0);
    expect(activeTab(state)).toMatchObject({ key: '/shop?search_term=drill', type: 'grid', is_new_search: false });
  });

  it('switches to the existing tab of a route without reloading its data', () => {
    const state = loaded('/a', '/b');
    const next = listingReducer(state, { type: 'load-route', route: '/a', key: 'a', data: page(['fresh']) });
    expect(next.activeIndex).toBe(0);
    expect(next.tabs).toHaveLength(2);
    expect(next.tabs[0]?.data?.products).toEqual([{ sku: '/a-1' }]);
  });

  it('reloads the existing tab when an order_by is given', () => {
    const state = loaded('/a', '/b');
    const next = listingReducer(state, {
      type: 'load-route',
      route: '/a',
      key: 'a',
      data: page(['cheapest']),
      orderBy: 'price-asc',
    });
    expect(next.activeIndex).toBe(0);
    expect(next.tabs[0]?.data?.products).toEqual([{ sku: 'cheapest' }]);
  });

  it('returns the same state when the route is already the active tab and nothing reloads', () => {
    const state = loaded('/a');
    expect(listingReducer(state, { type: 'load-route', route: '/a', key: 'a', data: page(['x']) })).toBe(state);
  });

  it('never wipes shown data with a failed load (data null)', () => {
    const state = loaded('/a');
    const next = listingReducer(state, {
      type: 'load-route',
      route: '/a',
      key: 'a',
      data: null,
      orderBy: 'price-desc',
    });
    expect(next.tabs[0]?.data?.products).toEqual([{ sku: '/a-1' }]);
  });

  it('uses the layout given for a new tab', () => {
    const state = listingReducer(initialListingState(), {
      type: 'load-route',
      route: '/shop/list',
      key: 'All',
      data: null,
      layout: 'list',
    });
    expect(state.tabs[0]?.type).toBe('list');
  });
});

describe('listingReducer: new-search', () => {
  it('adds a tab flagged as a new search and makes it active', () => {
    const state = listingReducer(loaded('/a'), { type: 'new-search', key: 'drill', route: '/shop?search_term=drill' });
    expect(state.tabs).toHaveLength(2);
    expect(state.activeIndex).toBe(1);
    expect(activeTab(state)).toMatchObject({ key: 'drill', is_new_search: true, data: null });
  });

  it('fills the new tab when its route loads, and clears the flag', () => {
    const searched = listingReducer(initialListingState<Product>(), {
      type: 'new-search',
      key: 'drill',
      route: '/s?drill',
    });
    const state = listingReducer(searched, { type: 'load-route', route: '/s?drill', key: 'drill', data: page(['d1']) });
    expect(state.tabs).toHaveLength(1);
    expect(activeTab(state)).toMatchObject({ is_new_search: false, data: { products: [{ sku: 'd1' }] } });
  });

  it('reuses the tab of a route that is already open instead of duplicating it', () => {
    const state = listingReducer(loaded('/a', '/b'), { type: 'new-search', key: 'again', route: '/a' });
    expect(state.tabs).toHaveLength(2);
    expect(state.activeIndex).toBe(0);
    expect(state.tabs[0]).toMatchObject({ key: 'again', is_new_search: true });
    const reloaded = listingReducer(state, { type: 'load-route', route: '/a', key: 'again', data: page(['new']) });
    expect(reloaded.tabs[0]?.data?.products).toEqual([{ sku: 'new' }]);
  });

  it(`keeps at most ${MAX_TABS} tabs, dropping the oldest`, () => {
    let state = loaded(...Array.from({ length: MAX_TABS }, (_, i) => `/r${i}`));
    state = listingReducer(state, { type: 'new-search', key: 'one more', route: '/extra' });
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(state.tabs[0]?.route).toBe('/r1');
    expect(activeTab(state)?.route).toBe('/extra');
  });

  it('never drops the tab the shopper was on to make room', () => {
    let state = loaded(...Array.from({ length: MAX_TABS }, (_, i) => `/r${i}`));
    state = listingReducer(state, { type: 'activate', index: 0 });
    state = listingReducer(state, { type: 'load-route', route: '/extra', key: 'x', data: null });
    expect(state.tabs).toHaveLength(MAX_TABS);
    expect(state.tabs.map((t) => t.route)).toEqual(['/r0', '/r2', '/r3', '/r4', '/r5', '/r6', '/r7', '/extra']);
    expect(activeTab(state)?.route).toBe('/extra');
  });
});

describe('listingReducer: load-more', () => {
  it('appends products to the active tab and updates the page and is_last', () => {
    let state = loaded('/a', '/b');
    state = listingReducer(state, { type: 'load-more', data: page(['b-2'], 2, 3) });
    expect(state.tabs[1]?.data).toMatchObject({
      products: [{ sku: '/b-1' }, { sku: 'b-2' }],
      current_page: 2,
      is_last: false,
    });
    state = listingReducer(state, { type: 'load-more', data: page(['b-3'], 3, 3, { is_last: true }) });
    expect(state.tabs[1]?.data).toMatchObject({ current_page: 3, is_last: true });
    expect(state.tabs[1]?.data?.products).toHaveLength(3);
    expect(state.tabs[0]?.data?.products).toHaveLength(1);
  });

  it('derives is_last from the page count when the answer lacks it', () => {
    const state = listingReducer(loaded('/a'), { type: 'load-more', data: page(['a-3'], 3, 3) });
    expect(state.tabs[0]?.data?.is_last).toBe(true);
  });

  it('ignores a page that is not after the current one (double click, late answer)', () => {
    const state = listingReducer(loaded('/a'), { type: 'load-more', data: page(['a-2'], 2) });
    expect(listingReducer(state, { type: 'load-more', data: page(['a-2'], 2) })).toBe(state);
    expect(listingReducer(state, { type: 'load-more', data: page(['a-1'], 1) })).toBe(state);
  });

  it('keeps the facets of the first page', () => {
    const features = [
      { key: 'colour', label_field: 'Colour', type: 'select', facet_results: [{ value: 'Blu', count: 1 }] },
    ];
    let state = listingReducer(initialListingState<Product>(), {
      type: 'load-route',
      route: '/a',
      key: 'a',
      data: page(['a1'], 1, 2, { features }),
    });
    state = listingReducer(state, { type: 'load-more', data: page(['a2'], 2, 2, { features: [] }) });
    expect(state.tabs[0]?.data?.features).toEqual(features);
  });

  it('does nothing without an active tab', () => {
    const state = initialListingState<Product>();
    expect(listingReducer(state, { type: 'load-more', data: page(['x'], 2) })).toBe(state);
  });
});

describe('listingReducer: remove-tab', () => {
  it('removes the tab at the index', () => {
    const state = listingReducer(loaded('/a', '/b', '/c'), { type: 'remove-tab', index: 1 });
    expect(state.tabs.map((t) => t.route)).toEqual(['/a', '/c']);
  });

  it('keeps the same tab active when an earlier tab is removed', () => {
    const state = listingReducer(loaded('/a', '/b', '/c'), { type: 'remove-tab', index: 0 });
    expect(activeTab(state)?.route).toBe('/c');
    expect(state.activeIndex).toBe(1);
  });

  it('hands over to the next tab, or the new last one, when the active tab is removed', () => {
    let state = listingReducer(loaded('/a', '/b', '/c'), { type: 'activate', index: 1 });
    state = listingReducer(state, { type: 'remove-tab', index: 1 });
    expect(activeTab(state)?.route).toBe('/c');
    state = listingReducer(state, { type: 'remove-tab', index: 1 });
    expect(activeTab(state)?.route).toBe('/a');
  });

  it('leaves no active index once the last tab is gone', () => {
    const state = listingReducer(loaded('/a'), { type: 'remove-tab', index: 0 });
    expect(state.tabs).toEqual([]);
    expect(state.activeIndex).toBe(-1);
    expect(activeTab(state)).toBeUndefined();
  });

  it('ignores an index out of range', () => {
    const state = loaded('/a');
    for (const index of [-1, 1, 0.5, Number.NaN])
      expect(listingReducer(state, { type: 'remove-tab', index })).toBe(state);
  });
});

describe('listingReducer: activate and set-filter-search', () => {
  it('activates a valid index and ignores an invalid one', () => {
    const state = loaded('/a', '/b');
    expect(listingReducer(state, { type: 'activate', index: 0 }).activeIndex).toBe(0);
    expect(listingReducer(state, { type: 'activate', index: 2 })).toBe(state);
    expect(listingReducer(state, { type: 'activate', index: -1 })).toBe(state);
  });

  it('stores the filter-search text, same state when unchanged', () => {
    const state = listingReducer(loaded('/a'), { type: 'set-filter-search', text: 'blu' });
    expect(state.filterSearch).toBe('blu');
    expect(listingReducer(state, { type: 'set-filter-search', text: 'blu' })).toBe(state);
  });

  it('starts with no tabs, no active index and no filter text', () => {
    expect(initialListingState()).toEqual({ tabs: [], activeIndex: -1, filterSearch: '' });
  });
});
