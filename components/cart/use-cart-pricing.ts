'use client';
import { useCallback, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useCart } from '@/stores/cart';
import { reconcileCart, type PriceChange } from '@/lib/domain/cart-pricing';
import { useApiRead } from '@/components/ui/use-api-read';
import type { Quote } from '@/lib/domain/quote';
import type { CouponRefusal } from './coupon-keys';
import { useCartHydrated } from './use-cart-hydrated';

/** A price the server changed since the line was added, as the cart reports it. */
export type PriceChangeNotice = PriceChange;

export interface CouponState {
  /** The coupon the cart holds (accepted by the back-end). */
  applied: string | null;
  /** A code being checked right now. */
  pending: string | null;
  /** The held code waits for checkout: this back-end applies coupons to the order only. */
  atCheckout: boolean;
  /** Why the cart's quote refused the coupon (a held one the cart no longer qualifies for). */
  error: CouponRefusal | null;
  /** Puts a code the coupon action accepted into the cart's quote. */
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The server's prices, shipping and discount for the cart (an SWR read of POST
 * /api/checkout/quote), kept in step with the cart-list store by `reconcileCart`, so every total
 * (mini cart, cart page, checkout) agrees. Asked again whenever a sku or a quantity, the country,
 * the rule or the coupon changes.
 */
export function useCartPricing({ country, rule }: { country: string; rule: string | null }) {
  const locale = useLocale();
  const hydrated = useCartHydrated();
  const lines = useCart((s) => s.lines);
  const storeCoupon = useCart((s) => s.couponCode);
  const [pending, setPending] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<CouponState['error']>(null);
  const [changes, setChanges] = useState<PriceChangeNotice[]>([]);

  const coupon = pending ?? storeCoupon;
  const pendingRef = useRef<string | null>(null);
  const setPendingCode = useCallback((code: string | null) => {
    pendingRef.current = code;
    setPending(code);
  }, []);

  // Each answer is written back once (prices, rule and discount into the store); the rule of
  // what changes is reconcileCart's.
  const handled = useRef<Quote | undefined>(undefined);
  const adoptAnswer = useCallback(
    (quote: Quote) => {
      if (handled.current === quote) return;
      handled.current = quote;
      const state = useCart.getState();
      const change = reconcileCart(state, quote, pendingRef.current);
      if (change.lines) state.replaceLines(change.lines);
      if (change.priceChanges.length > 0) {
        setChanges((previous) => [
          ...previous.filter((p) => !change.priceChanges.some((n) => n.sku === p.sku)),
          ...change.priceChanges,
        ]);
      }
      if (change.shipping) state.setShipping(change.shipping);
      if (change.coupon !== undefined) state.setCoupon(change.coupon);
      if (change.couponRefusal) setCouponError(change.couponRefusal);
      if (change.askedAnswered) setPendingCode(null);
    },
    [setPendingCode],
  );

  const signature = lines.map((l) => `${l.sku}:${l.qty}`).join('|');
  // The prices the shopper saw travel with the lines but are not part of the question: a price
  // change the answer brings is adopted into the cart without asking again.
  const question =
    hydrated && lines.length > 0
      ? {
          url: '/api/checkout/quote',
          vary: [signature, country, rule ?? '', coupon ?? '', locale],
          body: () => ({
            lines: useCart.getState().lines.map(({ sku, qty, priceCents }) => ({ sku, qty, priceCents })),
            country,
            shippingRule: rule,
            coupon,
            locale,
          }),
        }
      : null;
  const { data, error, isLoading, isValidating, mutate } = useApiRead(question, (answer) => answer as Quote, {
    keepPreviousData: true,
    dedupingInterval: 1000,
    onSuccess: adoptAnswer,
  });
  // An answer for an older cart (kept while the new one loads) is not shown for an empty one.
  const quote = data && lines.length > 0 ? data : undefined;

  /** Shows an answer the place-order action brought back (prices changed meanwhile). */
  const adopt = useCallback(
    async (next: Quote) => {
      await mutate(next, { revalidate: false });
      adoptAnswer(next);
    },
    [mutate, adoptAnswer],
  );

  const apply = useCallback(
    (code: string) => {
      setCouponError(null);
      setPendingCode(code);
    },
    [setPendingCode],
  );

  const remove = useCallback(() => {
    setPendingCode(null);
    setCouponError(null);
    useCart.getState().setCoupon(null);
  }, [setPendingCode]);

  return {
    hydrated,
    quote,
    error: error ? (error as Error) : null,
    loading: question !== null && !quote && !error && isLoading,
    validating: isValidating,
    refresh: () => mutate(),
    adopt,
    changes,
    dismissChanges: () => setChanges([]),
    coupon: {
      applied: storeCoupon,
      atCheckout: Boolean(quote?.coupon && !quote.coupon.applied && quote.coupon.atCheckout),
      pending,
      error: couponError,
      apply,
      remove,
    } satisfies CouponState,
  };
}
