'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  addLine,
  cartTotals,
  removeLine,
  sanitizeCartLines,
  setLineQuantity,
  type CartLine,
} from '@/lib/domain/cart';
import { toCents } from '@/lib/domain/money';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/**
 * The cart of spec §3/§4: a wish list of skus and quantities kept in the browser under
 * `cart-list`. Prices here are what the shopper saw; checkout recomputes them on the server.
 */
export interface CartState {
  lines: CartLine[];
  shippingRule: string | null;
  shippingRuleLabel: string | null;
  shippingRuleAmount: number;
  couponCode: string | null;
  couponDiscountAmount: number;
  addLine: (line: Omit<CartLine, 'qty'>, qty?: number) => void;
  removeLine: (sku: string) => void;
  setQuantity: (sku: string, qty: number) => void;
  clear: () => void;
  replaceLines: (lines: CartLine[]) => void;
  setShipping: (rule: { id: string; label: string; amount: number } | null) => void;
  setCoupon: (coupon: { code: string; discount: number } | null) => void;
}

const initial = {
  lines: [] as CartLine[],
  shippingRule: null,
  shippingRuleLabel: null,
  shippingRuleAmount: 0,
  couponCode: null,
  couponDiscountAmount: 0,
};

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      ...initial,
      addLine: (line, qty = 1) => set((s) => ({ lines: addLine(s.lines, line, qty) })),
      removeLine: (sku) => set((s) => ({ lines: removeLine(s.lines, sku) })),
      setQuantity: (sku, qty) => set((s) => ({ lines: setLineQuantity(s.lines, sku, qty) })),
      clear: () => set({ ...initial }),
      replaceLines: (lines) => set({ lines: sanitizeCartLines(lines) }),
      setShipping: (rule) =>
        set({ shippingRule: rule?.id ?? null, shippingRuleLabel: rule?.label ?? null, shippingRuleAmount: rule?.amount ?? 0 }),
      setCoupon: (coupon) => set({ couponCode: coupon?.code ?? null, couponDiscountAmount: coupon?.discount ?? 0 }),
    }),
    {
      name: STORAGE_KEYS.cart,
      version: 1,
      storage: safeStorage(),
      skipHydration: true,
      partialize: ({ lines, shippingRule, shippingRuleLabel, shippingRuleAmount, couponCode, couponDiscountAmount }) => ({
        lines,
        shippingRule,
        shippingRuleLabel,
        shippingRuleAmount,
        couponCode,
        couponDiscountAmount,
      }),
      // Whatever was stored (older shape, hand-edited, corrupt) is read through the domain's sanitiser.
      migrate: (persisted) => ({ ...initial, lines: sanitizeCartLines((persisted as { lines?: unknown } | null)?.lines) }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<CartState>;
        return {
          ...current,
          lines: sanitizeCartLines(p.lines),
          shippingRule: typeof p.shippingRule === 'string' ? p.shippingRule : null,
          shippingRuleLabel: typeof p.shippingRuleLabel === 'string' ? p.shippingRuleLabel : null,
          shippingRuleAmount: typeof p.shippingRuleAmount === 'number' && p.shippingRuleAmount >= 0 ? p.shippingRuleAmount : 0,
          couponCode: typeof p.couponCode === 'string' ? p.couponCode : null,
          couponDiscountAmount: typeof p.couponDiscountAmount === 'number' && p.couponDiscountAmount >= 0 ? p.couponDiscountAmount : 0,
        };
      },
    },
  ),
);

/** Totals of spec §4 (in cents), derived, never stored. */
export function selectTotals(s: Pick<CartState, 'lines' | 'shippingRuleAmount' | 'couponDiscountAmount'>) {
  return cartTotals(s.lines, {
    shippingCents: toCents(s.shippingRuleAmount),
    couponDiscountCents: toCents(s.couponDiscountAmount),
  });
}

export const selectCount = (s: CartState) => s.lines.reduce((n, l) => n + l.qty, 0);
