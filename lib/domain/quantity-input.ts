/**
 * The quantity fields of the buy box and of each cart line (docs/decisions.md "quantity": whole
 * numbers 1..99, anything else refused with a clear message). Reads what the shopper typed and
 * says why it is refused.
 */
import { MAX_QTY, MIN_QTY } from './cart';

export type QuantityProblem = 'empty' | 'not-whole' | 'too-small' | 'too-large';

export type QuantityReading = { ok: true; value: number } | { ok: false; problem: QuantityProblem };

export function readQuantity(input: string): QuantityReading {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, problem: 'not-whole' };
  const value = Number.parseInt(text, 10);
  if (value < MIN_QTY) return { ok: false, problem: 'too-small' };
  if (value > MAX_QTY) return { ok: false, problem: 'too-large' };
  return { ok: true, value };
}

/** The − and + buttons: one step, kept within 1..99. */
export function stepQuantity(current: number, step: 1 | -1): number {
  const base = Number.isInteger(current) ? current : MIN_QTY;
  return Math.min(MAX_QTY, Math.max(MIN_QTY, base + step));
}
