/**
 * The product listing's search tabs: each search opens a tab; loading a route that already has a tab switches to it
 * unless an order_by reloads it; load-more appends to the active tab; tabs can be removed.
 */
import type { FacetCategory, FacetFeature } from './facet-filter';
import type { Cents } from './money';

/** One page of the listing answer (docs/backend.md, "listing"). */
export interface ListingTabData<P = unknown> {
  products: P[];
  current_page: number;
  totalCount: number;
  pages: number;
  per_page?: number;
  is_last?: boolean;
  features?: FacetFeature[];
  category?: FacetCategory[];
  menu_category_detail?: unknown;
  max_price_all?: Cents | null;
  min_price_all?: Cents | null;
}

export interface ListingTab<P = unknown> {
  /** The search term, or 'All', or 'New' for a fresh search (see `tabKeyForSearch`). */
  key: string;
  route: string;
  /** Layout of the tab; spec: grid by default. */
  type: string;
  /** Set by a new search until its route has loaded: the next load-route fills its data. */
  is_new_search: boolean;
  data: ListingTabData<P> | null;
}

export interface ListingState<P = unknown> {
  tabs: ListingTab<P>[];
  /** Index into `tabs`; -1 exactly when there are no tabs. */
  activeIndex: number;
  filterSearch: string;
}

export type ListingAction<P = unknown> =
  | {
      type: 'load-route';
      route: string;
      key: string;
      data: ListingTabData<P> | null;
      orderBy?: string | null;
      layout?: string;
    }
  | { type: 'new-search'; key: string; route: string }
  | { type: 'load-more'; data: ListingTabData<P> }
  | { type: 'remove-tab'; index: number }
  | { type: 'activate'; index: number }
  | { type: 'set-filter-search'; text: string };

const DEFAULT_TAB_TYPE = 'grid';
export const ALL_TAB_KEY = 'All';
export const NEW_TAB_KEY = 'New';
/**
 * Decided (no limit was asked for): at most 8 tabs; opening a ninth drops the oldest tab other
 * than the new one and the one active before it. Every tab holds a page of products in a persisted store, so an unbounded list would
 * grow localStorage and the tab strip without end.
 */
export const MAX_TABS = 8;

export function initialListingState<P = unknown>(): ListingState<P> {
  return { tabs: [], activeIndex: -1, filterSearch: '' };
}

/** The active tab, or undefined when there is none. */
export function activeTab<P>(state: ListingState<P>): ListingTab<P> | undefined {
  return state.tabs[state.activeIndex];
}

/**
 * The tab key for a search term: the term itself (trimmed, inner spaces collapsed), or 'All' when
 * there is no term or it is the back-end's match-all `*`. 'New' (NEW_TAB_KEY) is for a fresh,
 * still empty search tab and is chosen by the caller, not derived from a term.
 */
export function tabKeyForSearch(term: string | null | undefined): string {
  const cleaned = (term ?? '').trim().replace(/\s+/g, ' ');
  return cleaned === '' || cleaned === '*' ? ALL_TAB_KEY : cleaned;
}

/**
 * Appends a tab and makes it active. Beyond MAX_TABS the oldest tab goes, but never the new one
 * nor the one the shopper was looking at a moment ago (they may well switch back to it).
 */
function pushTab<P>(state: ListingState<P>, tab: ListingTab<P>): ListingState<P> {
  let tabs = [...state.tabs, tab];
  let activeIndex = tabs.length - 1;
  let previousIndex = state.activeIndex;
  while (tabs.length > MAX_TABS) {
    const drop = tabs.findIndex((_, i) => i !== activeIndex && i !== previousIndex);
    if (drop === -1) break;
    tabs = tabs.filter((_, i) => i !== drop);
    if (drop < activeIndex) activeIndex -= 1;
    if (drop < previousIndex) previousIndex -= 1;
  }
  return { ...state, tabs, activeIndex };
}

function replaceTab<P>(state: ListingState<P>, index: number, tab: ListingTab<P>): ListingState<P> {
  const tabs = [...state.tabs];
  tabs[index] = tab;
  return { ...state, tabs, activeIndex: index };
}

/**
 * The listing state transitions. Returns the same state object when an action changes nothing
 * (an out-of-range index, a stale load-more), so a store can skip a re-render and a save.
 *
 * Decided, where nothing else says:
 * - a new search for a route that already has a tab reuses that tab (two tabs with one route
 *   would make "switch to the route's tab" ambiguous) and flags it for reloading;
 * - load-route fills a tab's data when the tab has none yet or was flagged by a new search, as
 *   well as when order_by is given; `data: null` (a failed load) never wipes data already shown;
 * - load-more ignores a page that is not after the tab's current page (a double click or a late
 *   answer would otherwise append the same products twice);
 * - the filter-search text is left as it is on tab changes.
 */
export function listingReducer<P>(state: ListingState<P>, action: ListingAction<P>): ListingState<P> {
  switch (action.type) {
    case 'load-route': {
      const index = state.tabs.findIndex((t) => t.route === action.route);
      const existing = state.tabs[index];
      if (existing === undefined) {
        return pushTab(state, {
          key: action.key,
          route: action.route,
          type: action.layout ?? DEFAULT_TAB_TYPE,
          is_new_search: false,
          data: action.data,
        });
      }
      const reload =
        (action.orderBy != null && action.orderBy !== '') || existing.data === null || existing.is_new_search;
      if (!reload || action.data === null) {
        return index === state.activeIndex ? state : { ...state, activeIndex: index };
      }
      return replaceTab(state, index, {
        ...existing,
        type: action.layout ?? existing.type,
        is_new_search: false,
        data: action.data,
      });
    }
    case 'new-search': {
      const index = state.tabs.findIndex((t) => t.route === action.route);
      const existing = state.tabs[index];
      if (existing !== undefined)
        return replaceTab(state, index, { ...existing, key: action.key, is_new_search: true });
      return pushTab(state, {
        key: action.key,
        route: action.route,
        type: DEFAULT_TAB_TYPE,
        is_new_search: true,
        data: null,
      });
    }
    case 'load-more': {
      const tab = activeTab(state);
      if (tab === undefined) return state;
      if (tab.data === null) return replaceTab(state, state.activeIndex, { ...tab, data: action.data });
      if (action.data.current_page <= tab.data.current_page) return state;
      const data: ListingTabData<P> = {
        ...tab.data,
        products: [...tab.data.products, ...action.data.products],
        current_page: action.data.current_page,
        totalCount: action.data.totalCount,
        pages: action.data.pages,
        // The back-end sends is_last; derive it from the page count when an answer lacks it.
        is_last: action.data.is_last ?? action.data.current_page >= action.data.pages,
      };
      return replaceTab(state, state.activeIndex, { ...tab, data });
    }
    case 'remove-tab': {
      const { index } = action;
      if (!Number.isInteger(index) || index < 0 || index >= state.tabs.length) return state;
      const tabs = state.tabs.filter((_, i) => i !== index);
      let activeIndex = state.activeIndex;
      // Removing a tab before the active one shifts it left; removing the active one hands over
      // to the tab that takes its place, or to the new last tab.
      if (index < activeIndex) activeIndex -= 1;
      else if (index === activeIndex) activeIndex = Math.min(activeIndex, tabs.length - 1);
      return { ...state, tabs, activeIndex };
    }
    case 'activate': {
      const { index } = action;
      if (!Number.isInteger(index) || index < 0 || index >= state.tabs.length || index === state.activeIndex)
        return state;
      return { ...state, activeIndex: index };
    }
    case 'set-filter-search':
      return action.text === state.filterSearch ? state : { ...state, filterSearch: action.text };
    default:
      return state;
  }
}
