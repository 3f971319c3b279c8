'use client';
import { lazy, Suspense } from 'react';
import { useNear } from '@/components/ui/use-near';
import type { ReviewedProduct, ReviewStats } from '@/lib/domain/reviews';

const ReviewsWithTexts = lazy(() => import('./reviews-texts').then((m) => ({ default: m.ReviewsWithTexts })));

/**
 * The reviews tab's content, drawn when it is first on screen (the tab opened, or the reviews
 * section of the layouts that show sections scrolled near): most shoppers never open it, so the
 * page carries only its stats, and the panel's words, code and reviews are read then. `loading`
 * stands meanwhile.
 */
export function ReviewsWhenShown({
  product,
  stats,
  loading,
}: {
  product: ReviewedProduct;
  stats: ReviewStats | null;
  loading: string;
}) {
  const [place, shown] = useNear<HTMLDivElement>('200px');
  const waiting = <p role="status">{loading}</p>;
  return (
    <div ref={place}>
      {shown ? (
        <Suspense fallback={waiting}>
          <ReviewsWithTexts product={product} stats={stats} waiting={waiting} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
