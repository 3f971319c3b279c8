/**
 * The server's view of a cart (docs/decisions.md "prices at checkout": the browser's cart is a wish
 * list of skus and quantities; prices, shipping, discount and totals come from the back-end).
 * Pure: the route handler and the place-order action feed it the back-end's answers.
 */
import { cartTotals, mergeLinesBySku, type CartLine } from './cart';
import { percentOf, sumCents, ZERO_CENTS, type Cents } from './money';
import {
  amountToFreeShipping,
  applicableRules,
  chooseShippingRule,
  freeShippingThresholdCents,
  shippingCost,
  type ShippingRule,
} from './shipping';

import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/** A cart line as the browser sends it: a sku, a quantity and the price the shopper saw, in cents. */
export interface CartLineInput {
  sku: string;
  qty: number;
  priceCents: Cents;
}

/** A sku's current price and stock on the server (the listing asked with `skus`). */
interface ServerPrice {
  sku: string;
  rate: Cents | null;
  stock?: number | null;
}

interface QuoteLine {
  sku: string;
  qty: number;
  /** What one unit costs now, on the server. */
  unitCents: Cents;
  /** What the browser's cart showed. */
  shownCents: Cents;
  /** Units in stock, when the back-end says; null = unknown (the order call still checks). */
  stock: number | null;
}

export interface QuoteRule {
  id: string;
  label: string;
  /** What the rule costs for this subtotal. */
  costCents: Cents;
  kind: 'delivery' | 'pickup';
}

/**
 * The cart's coupon: applied (the back-end previewed its discount), refused (with the back-end's
 * reason), or kept to be applied at checkout, on the quotation, when the back-end has no preview.
 */
export type QuoteCoupon =
  | {
      code: string;
      applied: true;
      description: string | null;
      discountCents: Cents;
      /**
       * A percentage the back-end takes off the grand total, shipping included (ERPNext's
       * apply_discount_on "Grand Total", as omnicommerce's coupons do): the discount then follows
       * the shipping chosen here rather than the preview's items-only amount.
       */
      percent?: number | null;
    }
  | { code: string; applied: false; atCheckout?: false; reason: string | null; message: string | null }
  | { code: string; applied: false; atCheckout: true };

export interface Quote {
  lines: QuoteLine[];
  /** Skus the back-end no longer sells. */
  missing: string[];
  /** Skus asked in a quantity above their stock (0 = out of stock). */
  short: Array<{ sku: string; stock: number }>;
  priceChanges: Array<{ sku: string; fromCents: Cents; toCents: Cents }>;
  rules: QuoteRule[];
  rule: string | null;
  subtotalCents: Cents;
  shippingCents: Cents;
  discountCents: Cents;
  /** The price to pay: subtotal + shipping − discount, never below 0 (the shop's rule, as in lib/domain/cart.ts). */
  totalCents: Cents;
  /** Still to spend for free delivery; null when no delivery rule has a threshold. */
  freeShippingRemainingCents: Cents | null;
  freeShippingThresholdCents: Cents | null;
  coupon: QuoteCoupon | null;
  paymentMethods: PaymentMethod[];
  /**
   * Whether a shopper without an account may order. False once the back-end answered that it
   * has no Customer named Guest, which mymb's create_quotation needs for a guest.
   */
  guestCheckout: boolean;
  /** True when the order cannot be placed as it is (a line gone or short, or no shipping rule). */
  blocked: boolean;
}

/** What the order costs as the back-end's quotation says, in cents: the total the shopper accepts. */
export interface OrderTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

/** A Quotation's totals as quotationTotalsSchema reads them (cents). */
export interface QuotationTotalsInput {
  total: Cents | null;
  total_taxes_and_charges: Cents | null;
  discount_amount: Cents | null;
  grand_total: Cents | null;
  rounded_total: Cents | null;
  disable_rounded_total?: boolean;
}

/**
 * The order's totals from its quotation: items, the shipping rule's tax row, the discount, and
 * what the payment request will ask: ERPNext's rounded total when the site rounds, else the grand
 * total. Null when the quotation does not say its total.
 */
export function orderTotalsOf(q: QuotationTotalsInput): OrderTotals | null {
  if (q.grand_total === null) return null;
  const rounded = !q.disable_rounded_total && q.rounded_total !== null && q.rounded_total > 0 ? q.rounded_total : null;
  return {
    subtotalCents: q.total ?? ZERO_CENTS,
    shippingCents: q.total_taxes_and_charges ?? ZERO_CENTS,
    discountCents: q.discount_amount ?? ZERO_CENTS,
    totalCents: rounded ?? q.grand_total,
  };
}

export interface QuoteParts {
  lines: readonly CartLineInput[];
  prices: readonly ServerPrice[];
  rules: readonly ShippingRule[];
  selectedRule?: string | null;
  coupon?: QuoteCoupon | null;
  /** The methods this shop can take now (bank transfer always; card when a gateway is there). */
  paymentMethods?: readonly PaymentMethod[];
  guestCheckout?: boolean;
}

export function buildQuote({
  lines: sent,
  prices,
  rules,
  selectedRule,
  coupon = null,
  paymentMethods = PAYMENT_METHODS,
  guestCheckout = true,
}: QuoteParts): Quote {
  // Stock is checked against the quantity of a sku over all lines.
  const lines = mergeLinesBySku(sent);
  const quoted: QuoteLine[] = [];
  const missing: string[] = [];
  const short: Quote['short'] = [];
  const priceChanges: Quote['priceChanges'] = [];
  for (const line of lines) {
    const server = prices.find((p) => p.sku === line.sku);
    if (!server || server.rate === null || !Number.isFinite(server.rate)) {
      missing.push(line.sku);
      continue;
    }
    const unitCents = server.rate;
    const shownCents = line.priceCents;
    const stock =
      typeof server.stock === 'number' && Number.isFinite(server.stock) ? Math.max(0, Math.floor(server.stock)) : null;
    quoted.push({ sku: line.sku, qty: line.qty, unitCents, shownCents, stock });
    if (unitCents !== shownCents) priceChanges.push({ sku: line.sku, fromCents: shownCents, toCents: unitCents });
    if (stock !== null && line.qty > stock) short.push({ sku: line.sku, stock });
  }

  // The cart's totals, over the server's prices.
  const asCart: CartLine[] = quoted.map((l) => ({
    sku: l.sku,
    name: l.sku,
    slug: '',
    qty: l.qty,
    priceCents: l.unitCents,
  }));
  const subtotalCents = cartTotals(asCart).totalPriceCents;
  const rule = quoted.length > 0 ? chooseShippingRule(rules, subtotalCents, selectedRule) : null;
  const shippingCents = rule ? shippingCost(rule, subtotalCents) : ZERO_CENTS;
  const discount = coupon?.applied ? couponDiscount(coupon, sumCents(subtotalCents, shippingCents)) : undefined;
  const totals = cartTotals(asCart, { shippingCents, couponDiscountCents: discount });
  const methods = PAYMENT_METHODS.filter((m) => paymentMethods.includes(m));

  return {
    lines: quoted,
    missing,
    short,
    priceChanges,
    rules: applicableRules(rules, subtotalCents).map((r) => ({
      id: r.id,
      label: r.label,
      costCents: shippingCost(r, subtotalCents),
      kind: r.kind ?? 'delivery',
    })),
    rule: rule?.id ?? null,
    subtotalCents,
    shippingCents: totals.shippingCents,
    discountCents: totals.discountCents,
    totalCents: totals.priceToPayCents,
    freeShippingRemainingCents: amountToFreeShipping(rules, subtotalCents),
    freeShippingThresholdCents: freeShippingThresholdCents(rules),
    // An applied coupon says the discount it gives on this cart, shipping included: what every total shows.
    coupon: coupon?.applied ? { ...coupon, discountCents: totals.discountCents } : coupon,
    paymentMethods: methods,
    guestCheckout,
    blocked: quoted.length === 0 || missing.length > 0 || short.length > 0 || rule === null,
  };
}

/** An applied coupon's discount: its percentage of the grand total (shipping included), else its amount. */
function couponDiscount(coupon: Extract<QuoteCoupon, { applied: true }>, grandCents: Cents): Cents {
  if (coupon.percent && coupon.percent > 0) return percentOf(grandCents, coupon.percent);
  return coupon.discountCents;
}
