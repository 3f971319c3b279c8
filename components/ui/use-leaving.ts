'use client';
import { useLayoutEffect, useState } from 'react';

/**
 * A form on its way to the next page (an order placed, a card charged) keeps its button locked, so
 * nothing is sent twice. Next keeps the page the shopper left, hidden (React's Activity): once it is
 * hidden the lock is over, so a shopper coming back finds the page as it is now, not a button still
 * busy with what is already done.
 */
export function useLeaving(): [leaving: boolean, leave: () => void] {
  const [leaving, setLeaving] = useState(false);
  useLayoutEffect(() => () => setLeaving(false), []);
  return [leaving, () => setLeaving(true)];
}
