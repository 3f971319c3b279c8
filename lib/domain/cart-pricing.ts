/**
 * How the browser's cart takes in the server's quote (docs/decisions.md "prices at checkout"): a
 * price that changed since the line was added is replaced by the server's and reported, the rule
 * the server chose and the coupon's discount are written to the cart so every total agrees.
 * Pure: the caller applies the returned changes to the store.
 */
import type { CartLine } from './cart';
import { ZERO_CENTS, type Cents } from './money';

/** The part of the cart the quote reconciles. */
export interface PricedCart {
  lines: readonly CartLine[];
  shippingRule: string | null;
  shippingRuleLabel: string | null;
  shippingCents: Cents;
  couponCode: string | null;
  couponDiscountCents: Cents;
}

/** The server's coupon answer: applied with its discount, kept for checkout, or refused with a reason. */
type QuotedCoupon =
  | { code: string; applied: true; discountCents: Cents }
  | { code: string; applied: false; atCheckout: true }
  | { code: string; applied: false; atCheckout?: false; reason: string | null; message: string | null };

/** The part of the server's quote the cart takes in. */
export interface QuoteAnswer {
  priceChanges: ReadonlyArray<{ sku: string; toCents: Cents }>;
  rules: ReadonlyArray<{ id: string; label: string; costCents: Cents }>;
  rule: string | null;
  coupon: QuotedCoupon | null;
}

export interface PriceChange {
  sku: string;
  name: string;
  variant: string | null;
  fromCents: Cents;
  toCents: Cents;
}

interface CouponRefusal {
  code: string;
  reason: string | null;
  message: string | null;
}

/** What to change in the cart; an absent field means "leave as it is". */
export interface Reconciliation {
  lines?: CartLine[];
  priceChanges: PriceChange[];
  shipping?: { id: string; label: string; costCents: Cents };
  /** null takes the coupon off. */
  coupon?: { code: string; discountCents: Cents } | null;
  couponRefusal?: CouponRefusal;
  /** The code the shopper just typed has its answer: it is no longer pending. */
  askedAnswered: boolean;
}

function repriced(
  lines: readonly CartLine[],
  changes: QuoteAnswer['priceChanges'],
): { lines?: CartLine[]; priceChanges: PriceChange[] } {
  const bySku = new Map(changes.map((c) => [c.sku, c.toCents]));
  const priceChanges: PriceChange[] = [];
  const next = lines.map((line) => {
    const now = bySku.get(line.sku);
    if (now === undefined || now === line.priceCents) return line;
    priceChanges.push({
      sku: line.sku,
      name: line.name,
      variant: line.variant_label ?? null,
      fromCents: line.priceCents,
      toCents: now,
    });
    return { ...line, priceCents: now };
  });
  return priceChanges.length > 0 ? { lines: next, priceChanges } : { priceChanges };
}

function couponOutcome(
  cart: PricedCart,
  answer: QuotedCoupon | null,
  asked: string | null,
): Pick<Reconciliation, 'coupon' | 'couponRefusal' | 'askedAnswered'> {
  if (asked) {
    // An answer for an earlier code says nothing about the one typed now.
    if (answer?.code !== asked) return { askedAnswered: false };
    if (answer.applied)
      return { coupon: { code: answer.code, discountCents: answer.discountCents }, askedAnswered: true };
    // No preview on this back-end: the code is kept and applied to the order at checkout.
    if (answer.atCheckout) return { coupon: { code: answer.code, discountCents: ZERO_CENTS }, askedAnswered: true };
    // A refused new code leaves the coupon already applied in place.
    return {
      couponRefusal: { code: answer.code, reason: answer.reason, message: answer.message },
      askedAnswered: true,
    };
  }
  if (answer?.applied) {
    const same = cart.couponCode === answer.code && cart.couponDiscountCents === answer.discountCents;
    return same
      ? { askedAnswered: false }
      : { coupon: { code: answer.code, discountCents: answer.discountCents }, askedAnswered: false };
  }
  if (answer && !answer.atCheckout && answer.code === cart.couponCode) {
    // A held coupon that no longer applies (the subtotal fell under its minimum) is taken off.
    return {
      coupon: null,
      couponRefusal: { code: answer.code, reason: answer.reason, message: answer.message },
      askedAnswered: false,
    };
  }
  return { askedAnswered: false };
}

/**
 * The changes a quote brings to the cart. `asked` is the coupon code the shopper has just typed
 * and is waiting for (null when none). An empty cart takes nothing in: the quote was for lines
 * that are gone.
 */
export function reconcileCart(cart: PricedCart, quote: QuoteAnswer, asked: string | null): Reconciliation {
  if (cart.lines.length === 0) return { priceChanges: [], askedAnswered: false };
  const result: Reconciliation = {
    ...repriced(cart.lines, quote.priceChanges),
    ...couponOutcome(cart, quote.coupon, asked),
  };
  const chosen = quote.rules.find((r) => r.id === quote.rule);
  if (
    chosen &&
    (cart.shippingRule !== chosen.id ||
      cart.shippingRuleLabel !== chosen.label ||
      cart.shippingCents !== chosen.costCents)
  ) {
    result.shipping = { id: chosen.id, label: chosen.label, costCents: chosen.costCents };
  }
  return result;
}
