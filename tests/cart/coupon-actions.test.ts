// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteCoupon } from '@/lib/domain/quote';

/**
 * The coupon box's action: the code parsed with the box's schema again, one coupon try counted,
 * and the back-end's answer (lib/checkout/quote.ts couponFor, stubbed) in the shop's result shape.
 */
const couponFor = vi.fn<(code: string, lines: unknown, locale: string) => Promise<QuoteCoupon>>();
const limit = vi.fn<(action: string) => Promise<unknown>>();
vi.mock('@/lib/checkout/quote', () => ({ couponFor: (...a: [string, unknown, string]) => couponFor(...a) }));
vi.mock('@/lib/rate-limit', () => ({ limit: (action: string) => limit(action) }));

const { tryCoupon } = await import('@/components/cart/coupon-actions');
const cart = { lines: [{ sku: 'TRAPANO-01', qty: 1, priceCents: 4990 }], locale: 'it' };

beforeEach(() => {
  couponFor.mockReset();
  limit.mockReset().mockResolvedValue(undefined);
});

describe('tryCoupon', () => {
  it('tries the code in capitals on the cart’s lines, as one coupon try', async () => {
    couponFor.mockResolvedValue({ code: 'SCONTO5', applied: true, description: null, discountCents: 500 as never });
    expect(await tryCoupon({ coupon: ' sconto5 ' }, cart)).toEqual({ ok: true, code: 'SCONTO5' });
    expect(couponFor).toHaveBeenCalledWith('SCONTO5', cart.lines, 'it');
    expect(limit).toHaveBeenCalledWith('coupon');
  });

  it('accepts a code the back-end applies at checkout only', async () => {
    couponFor.mockResolvedValue({ code: 'BENVENUTO10', applied: false, atCheckout: true });
    expect(await tryCoupon({ coupon: 'BENVENUTO10' }, cart)).toEqual({ ok: true, code: 'BENVENUTO10' });
  });

  it('answers the back-end’s refusal with its reason and words', async () => {
    couponFor.mockResolvedValue({ code: 'ESTATE2025', applied: false, reason: 'expired', message: 'Expired' });
    expect(await tryCoupon({ coupon: 'estate2025' }, cart)).toEqual({
      ok: false,
      reason: 'refused',
      refusal: { code: 'ESTATE2025', reason: 'expired', message: 'Expired' },
    });
  });

  it('refuses an empty or overlong code without a try', async () => {
    expect(await tryCoupon({ coupon: '  ' }, cart)).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { coupon: 'missing' },
    });
    expect(await tryCoupon({ coupon: 'X'.repeat(41) }, cart)).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { coupon: 'invalid' },
    });
    expect(limit).not.toHaveBeenCalled();
  });

  it('stops at the per-client limit before asking the back-end', async () => {
    limit.mockResolvedValue({ ok: false, reason: 'rate-limited', retryAfterSeconds: 60 });
    expect(await tryCoupon({ coupon: 'SCONTO5' }, cart)).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: 60,
    });
    expect(couponFor).not.toHaveBeenCalled();
  });
});
