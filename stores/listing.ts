'use client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  initialListingState,
  listingReducer,
  type ListingAction,
  type ListingState,
  type ListingTab,
} from '@/lib/domain/listing-tabs';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The listing's search tabs (the product listing's state), persisted for the
 * browser session. Tabs keep a compact summary of their page (counts and the products' names and
 * slugs), not whole products: the listing itself is server-rendered from the URL, and session
 * storage is small.
 */
export interface TabProduct {
  sku: string;
  slug: string;
  name: string;
}

export interface ListingStore extends ListingState<TabProduct> {
  dispatch: (action: ListingAction<TabProduct>) => void;
}

function sessionJsonStorage() {
  return createJSONStorage<ListingState<TabProduct>>(() => ({
    getItem(name) {
      try {
        const raw = sessionStorage.getItem(name);
        if (raw !== null) JSON.parse(raw);
        return raw;
      } catch {
        try {
          sessionStorage.removeItem(name);
        } catch {
          /* storage blocked */
        }
        return null;
      }
    },
    setItem(name, value) {
      try {
        sessionStorage.setItem(name, value);
      } catch {
        /* full or blocked: the tabs keep working in memory */
      }
    },
    removeItem(name) {
      try {
        sessionStorage.removeItem(name);
      } catch {
        /* blocked */
      }
    },
  }));
}

function isTab(value: unknown): value is ListingTab<TabProduct> {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.key === 'string' &&
    typeof t.route === 'string' &&
    t.route.startsWith('/') &&
    typeof t.type === 'string' &&
    typeof t.is_new_search === 'boolean'
  );
}

/**
 * A stored value that is not a well-formed tab list resets to no tabs
 * (docs/architecture.md#browser-storage-resets-never-breaks).
 */
export function sanitizeListingState(value: unknown): ListingState<TabProduct> {
  const initial = initialListingState<TabProduct>();
  if (!value || typeof value !== 'object') return initial;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.tabs)) return initial;
  const tabs = v.tabs.filter(isTab).map((t) => ({
    ...t,
    data: t.data && typeof t.data === 'object' && Array.isArray(t.data.products) ? t.data : null,
  }));
  const index = typeof v.activeIndex === 'number' && Number.isInteger(v.activeIndex) ? v.activeIndex : -1;
  return {
    tabs,
    activeIndex: tabs.length === 0 ? -1 : Math.min(Math.max(index, 0), tabs.length - 1),
    filterSearch: typeof v.filterSearch === 'string' ? v.filterSearch : '',
  };
}

export const useListing = create<ListingStore>()(
  persist(
    (set) => ({
      ...initialListingState<TabProduct>(),
      dispatch: (action) =>
        set((state) => {
          const next = listingReducer<TabProduct>(state, action);
          return next === state
            ? state
            : { tabs: next.tabs, activeIndex: next.activeIndex, filterSearch: next.filterSearch };
        }),
    }),
    {
      name: STORAGE_KEYS.listing,
      version: 1,
      storage: sessionJsonStorage(),
      skipHydration: true,
      partialize: ({ tabs, activeIndex, filterSearch }) => ({ tabs, activeIndex, filterSearch }),
      migrate: (persisted) => sanitizeListingState(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeListingState(persisted) }),
    },
  ),
);

/** Rehydrates once per page load; islands call it in an effect before dispatching. */
let hydration: Promise<void> | null = null;
export function hydrateListing(): Promise<void> {
  hydration ??= Promise.resolve(useListing.persist.rehydrate());
  return hydration;
}
