'use server';
import { getLocale } from 'next-intl/server';
import { trackOrder } from '@/lib/backend/account';
import type { TimelineEntry } from '@/lib/backend/schemas/account';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { fieldErrors, trackSchema, type ErrorKey } from './schemas';

export interface TrackedOrder {
  name: string;
  status: string;
  creation: string;
  total: number | null;
  payment_method: string | null;
  shipping: string | null;
  items: Array<{ name: string; qty: number }>;
  timeline: TimelineEntry[];
}

export type TrackResult =
  | { ok: true; order: TrackedOrder }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<'order_number' | 'email', ErrorKey>> }
  | { ok: false; reason: 'no-match' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds?: number }
  | { ok: false; reason: 'unavailable' };

/**
 * Order tracking by order number and e-mail (issue 6 §4: works for guests). The answer is
 * limited to what a parcel tracker needs: no addresses, nothing that identifies the buyer.
 */
export async function trackOrderAction(input: unknown): Promise<TrackResult> {
  const parsed = trackSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, ['order_number', 'email'] as const) };
  const limited = await limit('order-tracking');
  if (limited) return limited;
  const result = await trackOrder(parsed.data.order_number.toUpperCase(), parsed.data.email, await getLocale());
  if (!result.ok) {
    const { kind, status, retryAfterSeconds } = result.error;
    if (kind === 'not-found' || kind === 'rejected') return { ok: false, reason: 'no-match' };
    if (kind === 'rate-limited') return { ok: false, reason: 'rate-limited', retryAfterSeconds };
    log.warn('account.track-failed', { kind, status });
    return { ok: false, reason: 'unavailable' };
  }
  const o = result.data;
  return {
    ok: true,
    order: {
      name: o.name,
      status: o.status,
      creation: o.creation,
      total: o.total,
      payment_method: o.payment_method ?? null,
      shipping: o.shipping_rule_label ?? o.shipping_rule ?? null,
      items: o.items.map((i) => ({ name: i.item_name ?? i.item_code, qty: i.qty })),
      timeline: o.timeline,
    },
  };
}
