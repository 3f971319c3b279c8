import { describe, expect, it } from 'vitest';
import { readQuantity, stepQuantity } from '@/lib/domain/quantity-input';

describe('quantity field (docs/decisions.md: whole numbers 1..99, anything else refused with a reason)', () => {
  it('accepts 1 to 99, with spaces around', () => {
    expect(readQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(readQuantity(' 99 ')).toEqual({ ok: true, value: 99 });
  });
  it('says why anything else is refused', () => {
    expect(readQuantity('')).toEqual({ ok: false, problem: 'empty' });
    expect(readQuantity('2.5')).toEqual({ ok: false, problem: 'not-whole' });
    expect(readQuantity('2,5')).toEqual({ ok: false, problem: 'not-whole' });
    expect(readQuantity('abc')).toEqual({ ok: false, problem: 'not-whole' });
    expect(readQuantity('1e2')).toEqual({ ok: false, problem: 'not-whole' });
    expect(readQuantity('0')).toEqual({ ok: false, problem: 'too-small' });
    expect(readQuantity('-3')).toEqual({ ok: false, problem: 'too-small' });
    expect(readQuantity('100')).toEqual({ ok: false, problem: 'too-large' });
  });
  it('steps stay within 1..99', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(99, 1)).toBe(99);
    expect(stepQuantity(4, 1)).toBe(5);
  });
});
