'use client';
import useSWR, { mutate } from 'swr';
import { create } from 'zustand';
import { ApiError, getJson, postJson } from '@/lib/http/api-fetch';

/**
 * The signed-in shopper's wishlist as item codes ("adding or removing calls the server, then
 * reloads the whole list"). The server is the truth: the list is an SWR read of GET
 * `/api/wishlist`, shared by every heart and button on the page; a change is a POST to the same
 * route, shown at once (optimistic) and replaced by the list the server answers with. This store
 * only knows which codes have a change on its way. Logout and sign-in reset it.
 */
export const WISHLIST_KEY = '/api/wishlist';

export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error' | 'signed-out';
export type ToggleOutcome = 'added' | 'removed' | 'signed-out' | 'error';

/** The item codes of `/api/wishlist`'s answer `{items: [{item_code}]}`; anything else is null. */
export function codesFromAnswer(body: unknown): string[] | null {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const codes: string[] = [];
  for (const item of items) {
    const code = (item as { item_code?: unknown } | null)?.item_code;
    if (typeof code === 'string' && code !== '' && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** The list shown while the server works (optimistic), so the heart fills at once. */
export function optimistic(codes: readonly string[], itemCode: string, action: 'add' | 'remove'): string[] {
  if (action === 'remove') return codes.filter((c) => c !== itemCode);
  return codes.includes(itemCode) ? [...codes] : [...codes, itemCode];
}

class UnreadableAnswer extends Error {}

async function readCodes(answer: Promise<unknown>): Promise<string[]> {
  const codes = codesFromAnswer(await answer);
  if (!codes) throw new UnreadableAnswer('the wishlist answer has no items');
  return codes;
}

const signedOut = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The shopper's wishlist, read once for the whole page; nothing is asked while signed out. */
export function useWishlistCodes(signedIn: boolean): { codes: readonly string[]; status: WishlistStatus } {
  const { data, error, isLoading } = useSWR<string[]>(signedIn ? WISHLIST_KEY : null, (url: string) => readCodes(getJson(url)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!signedIn) return { codes: [], status: 'idle' };
  if (data) return { codes: data, status: 'ready' };
  if (error) return { codes: [], status: signedOut(error) ? 'signed-out' : 'error' };
  return { codes: [], status: isLoading ? 'loading' : 'idle' };
}

interface WishlistState {
  /** Item codes with a change on its way (their buttons are busy). */
  pending: string[];
  toggle: (itemCode: string, action: 'add' | 'remove') => Promise<ToggleOutcome>;
  reset: () => void;
}

export const useWishlist = create<WishlistState>()((set) => ({
  pending: [],

  toggle: async (itemCode, action) => {
    set((s) => ({ pending: [...s.pending, itemCode] }));
    try {
      await mutate<string[]>(WISHLIST_KEY, readCodes(postJson(WISHLIST_KEY, { item_code: itemCode, action })), {
        optimisticData: (current) => optimistic(current ?? [], itemCode, action),
        rollbackOnError: true,
        revalidate: false,
      });
      return action === 'add' ? 'added' : 'removed';
    } catch (error) {
      if (!signedOut(error)) return 'error';
      // The session ended: the read says so too, and every heart empties.
      void mutate(WISHLIST_KEY);
      return 'signed-out';
    } finally {
      set((s) => ({ pending: s.pending.filter((c) => c !== itemCode) }));
    }
  },

  reset: () => {
    set({ pending: [] });
    // Another shopper (or none) now: forget the list and read it again where it is shown.
    void mutate(WISHLIST_KEY, undefined);
  },
}));
