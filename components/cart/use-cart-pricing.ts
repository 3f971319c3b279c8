'use client';
import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { useCart } from '@/stores/cart';
import { toCents, type Cents } from '@/lib/domain/money';
import type { Quote } from '@/lib/domain/quote';
import { useCartHydrated } from './use-cart-hydrated';

export interface PriceChangeNotice {
  sku: string;
  name: string;
  variant: string | null;
  fromCents: Cents;
  toCents: Cents;
}

export interface CouponState {
  /** The coupon the cart holds (accepted by the back-end). */
  applied: string | null;
  /** A code being checked right now. */
  pending: string | null;
  /** The held code waits for checkout: this back-end applies coupons to the order only. */
  atCheckout: boolean;
  /** Why the last code was refused: the back-end's reason code and message. */
  error: { code: string; reason: string | null; message: string | null } | null;
  apply: (code: string) => void;
  remove: () => void;
}

async function fetchQuote(body: unknown): Promise<Quote> {
  const response = await fetch('/api/checkout/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`quote answered ${response.status}`);
  return (await response.json()) as Quote;
}

/**
 * The server's prices, shipping and discount for the cart (POST /api/checkout/quote), kept in
 * step with the cart-list store: a price that changed since the line was added is replaced by
 * the server's and reported once (docs/decisions.md "prices at checkout"), the chosen shipping rule
 * and the coupon discount are written to the store so every total (mini cart, cart page) agrees.
 * Asked again whenever a sku or a quantity, the country, the rule or the coupon changes.
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

  // Each answer is written back once (prices, rule and discount into the store); an answer for an
  // earlier coupon request is ignored.
  const handled = useRef<Quote | undefined>(undefined);
  const adoptAnswer = useCallback(
    (quote: Quote) => {
      if (handled.current === quote) return;
      handled.current = quote;
      const state = useCart.getState();
      if (state.lines.length === 0) return;
      if (quote.priceChanges.length > 0) {
        const bySku = new Map(quote.priceChanges.map((c) => [c.sku, c]));
        const notices: PriceChangeNotice[] = [];
        const updated = state.lines.map((line) => {
          const change = bySku.get(line.sku);
          if (!change || toCents(line.price) === change.toCents) return line;
          notices.push({ sku: line.sku, name: line.name, variant: line.variant_label ?? null, fromCents: toCents(line.price), toCents: change.toCents });
          return { ...line, price: change.toCents / 100 };
        });
        if (notices.length > 0) {
          state.replaceLines(updated);
          setChanges((previous) => [...previous.filter((p) => !notices.some((n) => n.sku === p.sku)), ...notices]);
        }
      }
      const chosen = quote.rules.find((r) => r.id === quote.rule);
      if (chosen && (state.shippingRule !== chosen.id || state.shippingRuleLabel !== chosen.label || toCents(state.shippingRuleAmount) !== chosen.costCents)) {
        state.setShipping({ id: chosen.id, label: chosen.label, amount: chosen.costCents / 100 });
      }
      const answer = quote.coupon;
      const asked = pendingRef.current;
      if (asked) {
        if (answer?.code !== asked) return;
        if (answer.applied) state.setCoupon({ code: answer.code, discount: answer.discountCents / 100 });
        // No preview on this back-end: the code is kept and applied to the order at checkout.
        else if (answer.atCheckout) state.setCoupon({ code: answer.code, discount: 0 });
        // A refused new code leaves the coupon already applied in place.
        else setCouponError({ code: answer.code, reason: answer.reason, message: answer.message });
        setPendingCode(null);
      } else if (answer?.applied) {
        if (state.couponCode !== answer.code || toCents(state.couponDiscountAmount) !== answer.discountCents) {
          state.setCoupon({ code: answer.code, discount: answer.discountCents / 100 });
        }
      } else if (answer && !answer.atCheckout && answer.code === state.couponCode) {
        // A held coupon that no longer applies (the subtotal fell under its minimum) is taken off.
        setCouponError({ code: answer.code, reason: answer.reason, message: answer.message });
        state.setCoupon(null);
      }
    },
    [setPendingCode],
  );

  const signature = lines.map((l) => `${l.sku}:${l.qty}`).join('|');
  const key = hydrated && lines.length > 0 ? ['quote', signature, country, rule ?? '', coupon ?? '', locale] : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<Quote>(
    key,
    () =>
      fetchQuote({
        lines: useCart.getState().lines.map(({ sku, qty, price }) => ({ sku, qty, price })),
        country,
        shippingRule: rule,
        coupon,
        locale,
      }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 1000, onSuccess: adoptAnswer },
  );
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
      const wanted = code.trim().toUpperCase();
      if (!wanted) {
        setCouponError({ code: '', reason: 'missing', message: null });
        return;
      }
      setCouponError(null);
      setPendingCode(wanted);
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
    loading: key !== null && !quote && !error && isLoading,
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
