import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isOrderStatus, statusTone, toOrderStatus, toShopStatus } from '@/lib/domain/order-status';

describe('order statuses (docs/decisions.md)', () => {
  it('are the decided values in their lifecycle order', () => {
    expect(ORDER_STATUSES).toEqual([
      'Draft',
      'To Pay',
      'Paid',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
  });

  it('isOrderStatus accepts exactly the decided values', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    for (const s of ['paid', 'Completed', '', null, 3]) expect(isOrderStatus(s)).toBe(false);
  });
});

describe('statusTone', () => {
  it('gives every decided status a badge tone', () => {
    expect(ORDER_STATUSES.map(statusTone)).toEqual([
      'neutral',
      'warning',
      'success',
      'info',
      'info',
      'success',
      'danger',
      'neutral',
    ]);
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

describe('toShopStatus (ERPNext statuses in the shop’s words)', () => {
  const submitted = { status: 'To Deliver and Bill', transaction_status: 'New', docstatus: 1 } as const;

  it('a bank-transfer order not paid yet waits for the shopper: To Pay', () => {
    expect(toShopStatus({ ...submitted, paid: false })).toBe('To Pay');
  });

  it('paid and not yet taken over by the warehouse is Paid; taken over is Processing', () => {
    expect(toShopStatus({ ...submitted, paid: true })).toBe('Paid');
    for (const sync of ['Inserted', 'Accepted', 'Under processing'])
      expect(toShopStatus({ ...submitted, transaction_status: sync, paid: true })).toBe('Processing');
  });

  it('an unknown payment flag never asks the shopper to pay', () => {
    expect(toShopStatus({ ...submitted, paid: null })).toBe('Processing');
  });

  it('goods out of the warehouse (the ERP’s Shipped, or To Bill) are Shipped, whatever the billing says', () => {
    expect(toShopStatus({ ...submitted, transaction_status: 'Shipped', paid: false })).toBe('Shipped');
    expect(toShopStatus({ status: 'To Deliver', transaction_status: 'Shipped', paid: true })).toBe('Shipped');
    expect(toShopStatus({ status: 'To Bill', transaction_status: 'Accepted', paid: true })).toBe('Shipped');
  });

  it('Completed and Closed read Delivered; Cancelled stays Cancelled', () => {
    for (const status of ['Completed', 'Closed']) expect(toShopStatus({ status, paid: true })).toBe('Delivered');
    expect(toShopStatus({ status: 'Cancelled', paid: true })).toBe('Cancelled');
  });

  it('a draft awaits an online payment', () => {
    expect(toShopStatus({ status: 'Draft', paid: false, docstatus: 0 })).toBe('Draft');
  });

  it('a back-end that already speaks the shop’s words is read as it is', () => {
    expect(toShopStatus({ status: 'Shipped', paid: null })).toBe('Shipped');
  });

  it('a status nobody knows is null (shown as it came)', () => {
    expect(toShopStatus({ status: 'Frozen by the ERP', paid: true })).toBeNull();
  });
});
