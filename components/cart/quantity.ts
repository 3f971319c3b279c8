/**
 * What the quantity box of a cart line accepts (docs/decisions.md "quantity": whole numbers 1..99;
 * anything else is refused with a clear message, and what was typed stays in the box).
 */
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';

export type QuantityInput = { ok: true; qty: number } | { ok: false; reason: 'empty' | 'invalid' };

export function parseQuantity(text: string): QuantityInput {
  const value = text.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (!/^\d{1,3}$/.test(value)) return { ok: false, reason: 'invalid' };
  const qty = Number(value);
  return qty >= MIN_QTY && qty <= MAX_QTY ? { ok: true, qty } : { ok: false, reason: 'invalid' };
}

/** The quantity after a − or + press, kept within 1..99. */
export function stepQuantity(qty: number, delta: -1 | 1): number {
  return Math.min(MAX_QTY, Math.max(MIN_QTY, qty + delta));
}
