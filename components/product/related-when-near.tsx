'use client';
import { lazy } from 'react';
import { useLocale } from 'next-intl';
import { CardsWhenNear } from '@/components/catalogue/cards-when-near';
import type { CardRowTexts } from '@/components/catalogue/card-row-states';

// The read and the cards load when the shopper scrolls near the slider.
const RelatedRead = lazy(() => import('./related-read').then((m) => ({ default: m.RelatedRead })));

/** The related products' slider, read from /api/product/related when the shopper scrolls near it. */
export function RelatedWhenNear({
  slug,
  labelledBy,
  labels,
  texts,
}: {
  slug: string;
  labelledBy: string;
  labels: { previous: string; next: string };
  texts: CardRowTexts;
}) {
  const locale = useLocale();
  return (
    <CardsWhenNear
      texts={texts}
      read={(props) => <RelatedRead slug={slug} locale={locale} labelledBy={labelledBy} labels={labels} {...props} />}
    />
  );
}
