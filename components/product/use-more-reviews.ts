'use client';
import { useState } from 'react';
import { nextReviewsStart, reviewsShown, type Review, type ReviewsPage } from '@/lib/domain/reviews';

async function readPage(itemCode: string, start: number): Promise<ReviewsPage | null> {
  try {
    const response = await fetch(`/api/reviews/${encodeURIComponent(itemCode)}?start=${start}`);
    return response.ok ? ((await response.json()) as ReviewsPage) : null;
  } catch {
    return null;
  }
}

/**
 * The reviews the shopper has asked to see: twenty with the page, twenty more per "Show more
 * reviews". The page brought the first `read` reviews (`first` may lead with the shopper's own,
 * just posted); the rest are read from /api/reviews a back-end page at a time, on the click that
 * needs them. A read on a click, not on render: SWR's cache would add nothing here, and its code
 * would ride with every product page.
 */
export function useMoreReviews(itemCode: string, first: Review[], read: number, total: number) {
  const [pages, setPages] = useState(1);
  const [fetched, setFetched] = useState<Review[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'exhausted'>('idle');

  // A review posted meanwhile moves every page by one: what is already listed is not listed twice.
  const seen = new Set(first.map((r) => r.id));
  const all = [...first, ...fetched.filter((r) => !seen.has(r.id))];
  const shown = all.slice(0, reviewsShown(pages, all.length));

  const showMore = async () => {
    const next = pages + 1;
    if (nextReviewsStart(next, all.length, total) === null) return setPages(next);
    setState('loading');
    const page = await readPage(itemCode, read + fetched.length);
    if (!page) return setState('failed');
    setFetched((before) => [...before, ...page.reviews]);
    setPages(next);
    setState(page.reviews.length === 0 ? 'exhausted' : 'idle');
  };
  const more = state !== 'exhausted' && shown.length < total;
  return { shown, more, loading: state === 'loading', failed: state === 'failed', showMore };
}
