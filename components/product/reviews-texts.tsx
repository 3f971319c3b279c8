'use client';
import type { ReactNode } from 'react';
import { fetchedTexts } from '@/components/ui/fetched-texts';
import { TextsFailed } from '@/components/ui/texts-failed';
import type { ReviewedProduct, ReviewStats } from '@/lib/domain/reviews';
import { ReviewsPanel } from './reviews-panel';

/** The reviews tab's words, read when it is first shown (with `Error`, for the form's failure box). */
const ReviewsTexts = fetchedTexts('reviews');

/**
 * The panel inside its texts' provider: the module the tab loads when it is first shown, so the
 * reader, the panel and their texts come then, not with every product page.
 */
export function ReviewsWithTexts({
  product,
  stats,
  waiting,
}: {
  product: ReviewedProduct;
  stats: ReviewStats | null;
  waiting: ReactNode;
}) {
  return (
    <ReviewsTexts fallback={waiting} failed={(retry) => <TextsFailed retry={retry} />}>
      <ReviewsPanel product={product} stats={stats} />
    </ReviewsTexts>
  );
}
