'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addLine, cartTotals, removeLine, sanitizeCartLines, setLineQuantity, type CartLine } from '@/lib/domain/cart';
import { isCents, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { safeStorage } from './safe-storage';

/**
 * The cart: a wish list of skus and quantities kept in the browser under `cart-list`. Prices here
 * are what the shopper saw, in cents; checkout recomputes them on the server.
 */
export interface CartState {
  lines: CartLine[];
  shippingRule: string | null;
  shippingRuleLabel: string | null;
  shippingCents: Cents;
  couponCode: string | null;
  couponDiscountCents: Cents;
  addLine: (line: Omit<CartLine, 'qty'>, qty?: number) => void;
  removeLine: (sku: string) => void;
  setQuantity: (sku: string, qty: number) => void;
  clear: () => void;
  replaceLines: (lines: CartLine[]) => void;
  setShipping: (rule: { id: string; label: string; costCents: Cents } | null) => void;
  setCoupon: (coupon: { code: string; discountCents: Cents } | null) => void;
}

type StoredCart = Pick<
  CartState,
  'lines' | 'shippingRule' | 'shippingRuleLabel' | 'shippingCents' | 'couponCode' | 'couponDiscountCents'
>;

const initial: StoredCart = {
  lines: [],
  shippingRule: null,
  shippingRuleLabel: null,
  shippingCents: ZERO_CENTS,
  couponCode: null,
  couponDiscountCents: ZERO_CENTS,
};

/** Version 2 keeps cents; version 1 kept euro floats (`price`, `shippingRuleAmount`, `couponDiscountAmount`). */
const VERSION = 2;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const amount = (value: unknown): Cents => (isCents(value) && value >= 0 ? value : ZERO_CENTS);

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
        set({
          shippingRule: rule?.id ?? null,
          shippingRuleLabel: rule?.label ?? null,
          shippingCents: rule?.costCents ?? ZERO_CENTS,
        }),
      setCoupon: (coupon) =>
        set({ couponCode: coupon?.code ?? null, couponDiscountCents: coupon?.discountCents ?? ZERO_CENTS }),
    }),
    {
      name: STORAGE_KEYS.cart,
      version: VERSION,
      storage: safeStorage(),
      skipHydration: true,
      partialize: ({
        lines,
        shippingRule,
        shippingRuleLabel,
        shippingCents,
        couponCode,
        couponDiscountCents,
      }): StoredCart => ({
        lines,
        shippingRule,
        shippingRuleLabel,
        shippingCents,
        couponCode,
        couponDiscountCents,
      }),
      // An older cart is rare (once per browser): its converter is loaded only then.
      migrate: (persisted, version) =>
        version >= VERSION
          ? (persisted as StoredCart)
          : import('@/lib/domain/cart-migration').then((m) => m.cartFromVersion1(persisted) as unknown as StoredCart),
      // Whatever was stored (hand-edited, corrupt) is read field by field; lines through the domain's sanitiser.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Record<string, unknown>;
        return {
          ...current,
          lines: sanitizeCartLines(p.lines),
          shippingRule: text(p.shippingRule),
          shippingRuleLabel: text(p.shippingRuleLabel),
          shippingCents: amount(p.shippingCents),
          couponCode: text(p.couponCode),
          couponDiscountCents: amount(p.couponDiscountCents),
        };
      },
    },
  ),
);

/** The cart's totals (in cents), derived, never stored; without shipping and coupon, those of the lines alone. */
export function selectTotals(
  s: Pick<CartState, 'lines'> & Partial<Pick<CartState, 'shippingCents' | 'couponDiscountCents'>>,
) {
  return cartTotals(s.lines, { shippingCents: s.shippingCents, couponDiscountCents: s.couponDiscountCents });
}

export const selectCount = (s: CartState) => s.lines.reduce((n, l) => n + l.qty, 0);
