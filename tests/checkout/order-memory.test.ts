import { randomBytes } from 'node:crypto';
import { seal } from '@/lib/sealed';
import { openOrders, sealOrders, type RememberedOrder } from '@/lib/checkout/order-memory';
import { cents } from '@/lib/domain/money';

const placed: RememberedOrder = {
  attempt: 'attempt-0123456789abcdef',
  content: 'x',
  quotation: 'SAL-QTN-2026-00001',
  order: 'SAL-ORD-2026-00001',
  gateway: 'transfer',
  amountCents: cents(5490),
  currency: 'EUR',
  at: 1,
};

describe("this browser's order memory across the change to cents", () => {
  it('reads a cookie sealed before the change: its euro amount becomes cents, the rest is kept', () => {
    const secret = randomBytes(32);
    const { amountCents: _cents, ...rest } = placed;
    const before = seal({ v: 1, entries: [{ ...rest, amount: 54.9 }] }, secret);
    expect(openOrders(before, secret)).toEqual([placed]);
  });

  it('keeps an old entry that had no amount without one', () => {
    const secret = randomBytes(32);
    const { amountCents: _cents, ...rest } = placed;
    expect(openOrders(seal({ v: 1, entries: [rest] }, secret), secret)).toEqual([rest]);
  });

  it('reads its own cookie back unchanged, and nothing from a version it does not know', () => {
    const secret = randomBytes(32);
    expect(openOrders(sealOrders([placed], secret), secret)).toEqual([placed]);
    expect(openOrders(seal({ v: 3, entries: [placed] }, secret), secret)).toEqual([]);
  });
});
