'use client';
import { useState } from 'react';
import type { ApiReadProps } from '@/components/ui/swr-read';
import { useLocale } from 'next-intl';
import {
  nextReviewsStart,
  reviewsPageUrl,
  reviewsShown,
  sameReview,
  type Review,
  type ReviewedProduct,
  type ReviewsPage,
} from '@/lib/domain/reviews';

/**
 * The reviews the shopper has asked to see. None come with the page: the back-end's first page is
 * read as soon as the list is drawn (the page's own read, lib/domain/reviews.ts) and twenty are shown; each
 * "Show more reviews" shows twenty more, reading the next page when those at hand run out.
 * `mine`, a review the shopper has just posted, leads the list and is never listed twice. The
 * reads are for the list's `ApiRead`, which loads with the first of them, not with the page.
 */
export function useReviews(product: ReviewedProduct, mine: Review | null, total: number) {
  const locale = useLocale();
  const [pages, setPages] = useState(1);
  const [fetched, setFetched] = useState<Review[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'exhausted'>('idle');
  const [asking, setAsking] = useState<number | null>(null);

  const all = [...(mine ? [mine] : []), ...(fetched ?? []).filter((r) => !mine || !sameReview(r, mine))];
  const shown = all.slice(0, reviewsShown(pages, all.length));
  // The first page is read at once, and again when asked after a failure.
  const first = fetched === null && total > 0 && state === 'idle' ? 0 : null;
  const start = asking ?? first;

  const showMore = () => {
    const next = pages + 1;
    if (nextReviewsStart(next, all.length, total) === null) return setPages(next);
    setState('loading');
    setAsking(fetched?.length ?? 0);
  };
  const reading: ApiReadProps | null =
    start === null
      ? null
      : {
          url: reviewsPageUrl(product, locale, start),
          onAnswer: (_url, answer) => {
            const page = answer as ReviewsPage;
            const further = asking !== null;
            setFetched((before) => {
              if (!further || before === null) return page.reviews;
              const known = new Set(before.map((r) => r.id));
              return [...before, ...page.reviews.filter((r) => !known.has(r.id))];
            });
            if (further) setPages((before) => before + 1);
            setState(page.reviews.length === 0 ? 'exhausted' : 'idle');
            setAsking(null);
          },
          onFailure: () => {
            setState('failed');
            setAsking(null);
          },
        };
  return {
    shown,
    /** The first page is on its way. */
    waiting: fetched === null && total > 0 && state !== 'failed',
    /** The first page could not be read: nothing to show but the failure and `retry`. */
    unread: fetched === null && state === 'failed',
    more: state !== 'exhausted' && fetched !== null && shown.length < total,
    loading: state === 'loading',
    failed: state === 'failed',
    showMore,
    retry: () => setState('idle'),
    reading,
  };
}
