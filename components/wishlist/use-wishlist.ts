'use client';
import { useCallback } from 'react';
import { useApiRead } from '@/components/ui/use-api-read';
import { ApiError, askApi } from '@/lib/http/api-fetch';
import { codesFromAnswer, optimistic, useWishlist, type ToggleOutcome, type WishlistStatus } from '@/stores/wishlist';

const WISHLIST_URL = '/api/wishlist';

class UnreadableAnswer extends Error {}

function readCodes(answer: unknown): string[] {
  const codes = codesFromAnswer(answer);
  if (!codes) throw new UnreadableAnswer('the wishlist answer has no items');
  return codes;
}

const signedOut = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The shopper's wishlist, read once for the whole page (an SWR read of GET /api/wishlist; nothing
 * is asked while signed out), and `toggle`, which POSTs the change, shows it at once and takes the
 * list the server answers with; a failure puts the list back as it was.
 */
export function useWishlistCodes(signedIn: boolean) {
  const generation = useWishlist((s) => s.generation);
  const { data, error, isLoading, mutate } = useApiRead(
    signedIn ? { url: WISHLIST_URL, vary: [generation] } : null,
    readCodes,
  );

  const toggle = useCallback(
    async (itemCode: string, action: 'add' | 'remove'): Promise<ToggleOutcome> => {
      const { startChange, endChange } = useWishlist.getState();
      startChange(itemCode);
      try {
        const change = askApi({ url: WISHLIST_URL, body: () => ({ item_code: itemCode, action }) });
        await mutate(change.then(readCodes), {
          optimisticData: (current) => optimistic(current ?? [], itemCode, action),
          rollbackOnError: true,
          revalidate: false,
        });
        return action === 'add' ? 'added' : 'removed';
      } catch (failure) {
        if (!signedOut(failure)) return 'error';
        // The session ended: the read says so too, and every heart empties.
        void mutate();
        return 'signed-out';
      } finally {
        endChange(itemCode);
      }
    },
    [mutate],
  );

  // A refused session outweighs a list read before it: the hearts empty.
  let status: WishlistStatus = isLoading ? 'loading' : 'idle';
  if (!signedIn) status = 'idle';
  else if (signedOut(error)) status = 'signed-out';
  else if (data) status = 'ready';
  else if (error) status = 'error';
  return { codes: status === 'ready' && data ? data : [], status, toggle };
}
