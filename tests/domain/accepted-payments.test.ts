import { describe, expect, it } from 'vitest';
import { acceptedAtCheckout, acceptedPaymentsOf } from '@/lib/domain/accepted-payments';

describe('the ways to pay the shop names', () => {
  it('reads the setting in its order, without unknown names or repeats', () => {
    expect(acceptedPaymentsOf('paypal, Card,apple-pay,bitcoin,paypal,bank_transfer')).toEqual([
      'paypal',
      'card',
      'apple_pay',
      'bank_transfer',
    ]);
  });

  it('names card and bank transfer when the setting is absent or names nothing known', () => {
    expect(acceptedPaymentsOf(undefined)).toEqual(['card', 'bank_transfer']);
    expect(acceptedPaymentsOf(' , bitcoin')).toEqual(['card', 'bank_transfer']);
  });

  it('names at checkout only what can be taken there now', () => {
    const all = acceptedPaymentsOf('card,paypal,satispay,bank_transfer');
    expect(acceptedAtCheckout(all, { card: false, transfer: true })).toEqual(['bank_transfer']);
    expect(acceptedAtCheckout(all, { card: true, transfer: true })).toEqual(all);
    expect(acceptedAtCheckout(all, { card: true, transfer: false })).toEqual(['card', 'paypal', 'satispay']);
  });
});
