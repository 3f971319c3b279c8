'use client';
import { useEffect } from 'react';
import { trackEcommerce, type AnalyticsItem } from '@/lib/ecommerce-events';
import type { Cents } from '@/lib/domain/money';

/** GA4 `view_item` once per product page view (docs/decisions.md "tracking events"). */
export function ViewItemTracker({ item, value }: { item: AnalyticsItem; value?: Cents }) {
  const { item_id } = item;
  useEffect(() => {
    trackEcommerce('view_item', [item], value === undefined ? {} : { value });
    // One event per product shown, not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item_id]);
  return null;
}
