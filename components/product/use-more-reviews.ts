'use client';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { nextReviewsStart, REVIEWS_READ, reviewsShown, type Review, type ReviewsPage } from '@/lib/domain/reviews';

async function fetchPage(url: string): Promise<ReviewsPage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`reviews answered ${response.status}`);
  return (await response.json()) as ReviewsPage;
}

/**
 * The reviews the shopper has asked to see: twenty with the page, twenty more per "Show more
 * reviews". The page brought the first `read` reviews (`first` may lead with the shopper's own,
 * just posted); the rest are read from /api/reviews a back-end page at a time, only when asked for.
 */
export function useMoreReviews(itemCode: string, first: Review[], read: number, total: number) {
  const [pages, setPages] = useState(1);
  const { data, error, isLoading, setSize, mutate } = useSWRInfinite(
    (index, previous: ReviewsPage | null) => {
      if (previous && previous.reviews.length === 0) return null;
      return `/api/reviews/${encodeURIComponent(itemCode)}?start=${read + index * REVIEWS_READ}`;
    },
    fetchPage,
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false, revalidateIfStale: false },
  );
  const fetched = (data ?? []).flatMap((p) => p.reviews);
  // A review posted meanwhile moves every page by one: what is already listed is not listed twice.
  const seen = new Set(first.map((r) => r.id));
  const all = [...first, ...fetched.filter((r) => !seen.has(r.id))];
  const exhausted = (data ?? []).some((p) => p.reviews.length === 0);
  const shown = all.slice(0, reviewsShown(pages, all.length));

  const showMore = () => {
    // After a failed read the same page is asked for again.
    if (error) return void mutate();
    const next = pages + 1;
    setPages(next);
    if (nextReviewsStart(next, all.length, total) !== null) void setSize((data ?? []).length + 1);
  };
  const more = !exhausted && shown.length < total;
  return { shown, more, loading: isLoading, failed: Boolean(error), showMore };
}
