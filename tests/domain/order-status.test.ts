import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isOrderStatus, statusTone, toOrderStatus } from '@/lib/domain/order-status';

describe('order statuses (decisions.md)', () => {
  it('are the decided values in their lifecycle order', () => {
    expect(ORDER_STATUSES).toEqual(['Draft', 'To Pay', 'Paid', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded']);
  });

  it('isOrderStatus accepts exactly the decided values', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    for (const s of ['paid', 'Completed', '', null, 3]) expect(isOrderStatus(s)).toBe(false);
  });
});

describe('statusTone', () => {
  it('gives every decided status a badge tone', () => {
    expect(ORDER_STATUSES.map(statusTone)).toEqual(['neutral', 'warning', 'success', 'info', 'info', 'success', 'danger', 'neutral']);
  });

  it('shows an unknown status as neutral instead of failing', () => {
    expect(statusTone('On Hold')).toBe('neutral');
  });
});

describe('toOrderStatus', () => {
  it('reads the back-end’s spellings into the decided value', () => {
    expect(toOrderStatus('to pay')).toBe('To Pay');
    expect(toOrderStatus('TO_PAY')).toBe('To Pay');
    expect(toOrderStatus(' shipped ')).toBe('Shipped');
    expect(toOrderStatus('Canceled')).toBe('Cancelled');
  });

  it('is null for anything else', () => {
    for (const v of ['Completed', '', null, 7]) expect(toOrderStatus(v)).toBeNull();
  });
});
