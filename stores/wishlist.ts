'use client';
import { create } from 'zustand';

/**
 * The signed-in shopper's wishlist ("adding or removing calls the server, then reloads the whole
 * list"). The server is the truth: the list itself is an SWR read of GET `/api/wishlist`
 * (components/wishlist/use-wishlist.ts), shared by every toggle on the page. This store holds only
 * what the read's cache cannot: which codes have a change on its way, and which shopper the list
 * belongs to (`generation`, part of the read's key: logout and sign-in start a new one, so
 * nothing of the previous shopper's list is shown). It imports no SWR, so the shell's account
 * components can reset it without loading the reader.
 */
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

interface WishlistState {
  /** Item codes with a change on its way (their buttons are busy). */
  pending: string[];
  /** Which shopper's list: a new number after every logout and sign-in. */
  generation: number;
  startChange: (itemCode: string) => void;
  endChange: (itemCode: string) => void;
  reset: () => void;
}

export const useWishlist = create<WishlistState>()((set) => ({
  pending: [],
  generation: 0,
  startChange: (itemCode) => set((s) => ({ pending: [...s.pending, itemCode] })),
  endChange: (itemCode) => set((s) => ({ pending: s.pending.filter((c) => c !== itemCode) })),
  reset: () => set((s) => ({ pending: [], generation: s.generation + 1 })),
}));
