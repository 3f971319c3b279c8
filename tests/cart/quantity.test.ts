import { parseQuantity, stepQuantity } from '@/components/cart/quantity';

describe('cart quantity input (docs/decisions.md: whole numbers 1..99)', () => {
  it('accepts whole numbers from 1 to 99, spaces around allowed', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, qty: 1 });
    expect(parseQuantity(' 42 ')).toEqual({ ok: true, qty: 42 });
    expect(parseQuantity('99')).toEqual({ ok: true, qty: 99 });
  });

  it('refuses 0, 100, decimals, signs, letters and an empty box', () => {
    for (const bad of ['0', '100', '2.5', '2,5', '-1', '+3', 'abc', '1e2']) expect(parseQuantity(bad)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseQuantity('')).toEqual({ ok: false, reason: 'empty' });
  });

  it('steps by one and never leaves 1..99', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(99, 1)).toBe(99);
  });
});
