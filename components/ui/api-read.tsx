'use client';
import { lazy, Suspense } from 'react';
import type { ApiReadProps } from './swr-read';

const SwrRead = lazy(() => import('./swr-read').then((m) => ({ default: m.SwrRead })));

/**
 * How an island reads our own `/api` (SWR: docs/decisions.md "client reads"). SWR and the read
 * load with the first thing a shopper asks for (a search typed, more reviews, the next page,
 * another tab), never with the page: no first visit needs them, and the pages with product cards
 * are within 2 KiB of the 166 KiB first-load budget. Renders nothing.
 */
export function ApiRead(props: ApiReadProps) {
  return (
    <Suspense fallback={null}>
      <SwrRead {...props} />
    </Suspense>
  );
}
