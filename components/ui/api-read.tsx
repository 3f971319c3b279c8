'use client';
import { lazy, Suspense } from 'react';
import type { ApiReadProps } from './swr-read';

const SwrRead = lazy(() => import('./swr-read').then((m) => ({ default: m.SwrRead })));

/**
 * How a first-load island reads our own `/api` (SWR: docs/decisions.md "client reads"): SWR and
 * the read (`SwrRead`) load with the first thing a shopper asks for (the search box's focus, more
 * reviews), never with the page, which no first visit needs, and the pages with product cards are
 * within 2 KiB of the 166 KiB first-load budget. Code that loads lazily itself (the listing's next
 * pages, the home page's other tabs) renders `SwrRead` directly. Renders nothing.
 */
export function ApiRead(props: ApiReadProps) {
  return (
    <Suspense fallback={null}>
      <SwrRead {...props} />
    </Suspense>
  );
}
