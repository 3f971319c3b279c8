'use client';
import { useState } from 'react';
import type { ApiReadProps } from '@/components/ui/swr-read';
import { nextReviewsStart, reviewsShown, type Review, type ReviewsPage } from '@/lib/domain/reviews';

/**
 * The reviews the shopper has asked to see: twenty with the page, twenty more per "Show more
 * reviews". The page brought the first `read` reviews (`first` may lead with the shopper's own,
 * just posted); the rest are read from /api/reviews a back-end page at a time, on the click that
 * needs them (`reading`, for the list's `ApiRead`, which loads with that click, not with every
 * product page).
 */
export function useMoreReviews(itemCode: string, first: Review[], read: number, total: number) {
  const [pages, setPages] = useState(1);
  const [fetched, setFetched] = useState<Review[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'exhausted'>('idle');
  const [asking, setAsking] = useState<string | null>(null);

  // A review posted meanwhile moves every page by one: what is already listed is not listed twice.
  const seen = new Set(first.map((r) => r.id));
  const all = [...first, ...fetched.filter((r) => !seen.has(r.id))];
  const shown = all.slice(0, reviewsShown(pages, all.length));

  const showMore = () => {
    const next = pages + 1;
    if (nextReviewsStart(next, all.length, total) === null) return setPages(next);
    setState('loading');
    setAsking(`/api/reviews/${encodeURIComponent(itemCode)}?start=${read + fetched.length}`);
  };
  const reading: ApiReadProps | null =
    asking === null
      ? null
      : {
          url: asking,
          onAnswer: (_url, answer) => {
            const page = answer as ReviewsPage;
            setFetched((before) => [...before, ...page.reviews]);
            setPages((before) => before + 1);
            setState(page.reviews.length === 0 ? 'exhausted' : 'idle');
            setAsking(null);
          },
          onFailure: () => {
            setState('failed');
            setAsking(null);
          },
        };
  const more = state !== 'exhausted' && shown.length < total;
  return { shown, more, loading: state === 'loading', failed: state === 'failed', showMore, reading };
}
