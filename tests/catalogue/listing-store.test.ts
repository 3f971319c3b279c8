import { sanitizeListingState, useListing } from '@/stores/listing';

describe('the listing tabs store', () => {
  beforeEach(() => useListing.setState({ tabs: [], activeIndex: -1, filterSearch: '' }));

  it('runs the listing reducer: a route opens a tab, a new search another, remove hands over', () => {
    const { dispatch } = useListing.getState();
    dispatch({ type: 'load-route', route: '/shop', key: 'All', data: null });
    dispatch({ type: 'new-search', key: 'drill', route: '/shop?search_term=drill' });
    expect(useListing.getState().tabs.map((t) => t.key)).toEqual(['All', 'drill']);
    expect(useListing.getState().activeIndex).toBe(1);
    dispatch({ type: 'remove-tab', index: 1 });
    expect(useListing.getState().activeIndex).toBe(0);
  });

  it('resets a stored value that is not a tab list', () => {
    expect(sanitizeListingState('nonsense')).toEqual({ tabs: [], activeIndex: -1, filterSearch: '' });
    expect(sanitizeListingState({ tabs: [{ key: 1 }], activeIndex: 4 })).toEqual({
      tabs: [],
      activeIndex: -1,
      filterSearch: '',
    });
  });

  it('keeps the good tabs and clamps the active index', () => {
    const tab = {
      key: 'All',
      route: '/shop',
      type: 'grid',
      is_new_search: false,
      data: { products: [], current_page: 1, totalCount: 3, pages: 1 },
    };
    const state = sanitizeListingState({
      tabs: [tab, { key: 'x', route: 'http://evil.example/', type: 'grid', is_new_search: false }],
      activeIndex: 7,
      filterSearch: 'red',
    });
    expect(state.tabs).toHaveLength(1);
    expect(state.activeIndex).toBe(0);
    expect(state.filterSearch).toBe('red');
  });
});
