'use server';
import { trackOrder } from '@/lib/backend/order-tracking';
import type { TrackedOrder } from '@/lib/backend/schemas/order-tracking';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { fieldErrors, trackSchema, type ErrorKey } from './schemas';

export type { TrackedOrder };

export type TrackResult =
  | { ok: true; order: TrackedOrder }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<'order_number' | 'email', ErrorKey>> }
  | { ok: false; reason: 'no-match' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds?: number }
  /** This back-end offers no tracking: the form steps aside for "contact us with your order number". */
  | { ok: false; reason: 'not-offered' }
  | { ok: false; reason: 'unavailable' };

/**
 * Order tracking by order number and e-mail (it works for guests too). The answer is
 * limited to what a parcel tracker needs: no addresses, nothing that identifies the buyer. A
 * wrong number and a wrong e-mail read the same.
 */
export async function trackOrderAction(input: unknown): Promise<TrackResult> {
  const parsed = trackSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, ['order_number', 'email'] as const) };
  const limited = await limit('order-tracking');
  if (limited) return limited;
  const result = await trackOrder(parsed.data.order_number.toUpperCase(), parsed.data.email);
  if (result.ok) return { ok: true, order: result.data };
  const { kind, status, retryAfterSeconds } = result.error;
  if (kind === 'not-found' || kind === 'rejected') return { ok: false, reason: 'no-match' };
  if (kind === 'absent') return { ok: false, reason: 'not-offered' };
  if (kind === 'rate-limited') return { ok: false, reason: 'rate-limited', retryAfterSeconds };
  log.warn('orders.track-failed', { kind, status });
  return { ok: false, reason: 'unavailable' };
}
