'use client';
import { lazy } from 'react';
import type { ListingParams } from '@/lib/domain/listing-url';
import { CardsWhenNear } from '@/components/catalogue/cards-when-near';
import type { CardRowTexts } from '@/components/catalogue/card-row-states';

// The read and the cards load with the first row the shopper scrolls near.
const ListingRow = lazy(() => import('./listing-row').then((m) => ({ default: m.ListingRow })));

/** A row of products far down the home page: the listing's first `count`, read when scrolled near. */
export function RowWhenNear({
  query,
  count,
  label,
  texts,
}: {
  query: Partial<ListingParams>;
  count: number;
  label: string;
  texts: CardRowTexts;
}) {
  return (
    <CardsWhenNear
      texts={texts}
      read={(props) => <ListingRow query={query} count={count} label={label} {...props} />}
    />
  );
}
