/**
 * Shipping rules and their choice (options Local Pickup and Flat Rate; docs/decisions.md
 * "free-shipping threshold": the back-end's get_shipping_rules is the truth; the mock ships Flat
 * Rate 4,50 € free from a 79,00 € subtotal, and Local Pickup 0 €).
 */
import { cents, maxCents, minusCents, ZERO_CENTS, type Cents } from './money';

/** Delivery to an address, or collection at the shop: pickup is never offered as a default. */
type ShippingKind = 'delivery' | 'pickup';

export interface ShippingRule {
  /** The back-end's rule name (`shipping_rule`), sent back with the order. */
  id: string;
  label: string;
  amountCents: Cents;
  /** Lowest subtotal (inclusive) for which the rule applies; null/absent = no lower bound. */
  minSubtotalCents?: Cents | null;
  /** Highest subtotal (inclusive) for which the rule applies; null/absent = no upper bound. */
  maxSubtotalCents?: Cents | null;
  /** From this subtotal (inclusive) the rule costs nothing. */
  freeFromCents?: Cents | null;
  /** Absent means 'delivery' unless the id or label names a pickup (see `isPickup`). */
  kind?: ShippingKind;
}

/**
 * The shop's shipping terms, the one source for texts that must render without a round-trip
 * (notice bar, footer strip, product services) so en/it/sk can never disagree.
 */
const FLAT_RATE_CENTS = cents(450);
export const FREE_SHIPPING_FROM_CENTS = cents(7900);

/**
 * What docs/decisions.md records for the mock back-end. The back-end's answer remains the truth;
 * this is for tests, stories and a clearly-labelled fallback only.
 */
export const DECIDED_SHIPPING_RULES: readonly ShippingRule[] = Object.freeze([
  Object.freeze({
    id: 'Flat Rate',
    label: 'Flat Rate',
    amountCents: FLAT_RATE_CENTS,
    freeFromCents: FREE_SHIPPING_FROM_CENTS,
    kind: 'delivery' as const,
  }),
  Object.freeze({ id: 'Local Pickup', label: 'Local Pickup', amountCents: ZERO_CENTS, kind: 'pickup' as const }),
]);

const PICKUP_NAME = /pick\s*-?\s*up|ritiro|osobn[ýy]\s+odber/i;

/** A rule is a pickup when it says so (`kind`), or when its id or label names one (en/it/sk). */
export function isPickup(rule: Pick<ShippingRule, 'id' | 'label' | 'kind'>): boolean {
  if (rule.kind !== undefined) return rule.kind === 'pickup';
  return PICKUP_NAME.test(rule.id) || PICKUP_NAME.test(rule.label);
}

/** What the rule costs for this subtotal: nothing from its free threshold on (inclusive: "79,00 € or more"). */
export function shippingCost(rule: ShippingRule, subtotalCents: Cents): Cents {
  if (rule.freeFromCents != null && subtotalCents >= rule.freeFromCents) return ZERO_CENTS;
  return rule.amountCents;
}

function inRange(rule: ShippingRule, subtotalCents: Cents): boolean {
  if (rule.minSubtotalCents != null && subtotalCents < rule.minSubtotalCents) return false;
  if (rule.maxSubtotalCents != null && subtotalCents > rule.maxSubtotalCents) return false;
  return true;
}

/**
 * The rules a shopper may choose for this subtotal, in the back-end's order. Bounds are inclusive
 * at both ends, as Frappe's shipping-rule conditions are. When several bands of the same rule id
 * apply (a back-end expressing "free from" as a second band, see `rulesFromBackend`), only the
 * cheapest band is kept, so each id appears once — the radio list shows one "Flat Rate".
 */
export function applicableRules(rules: readonly ShippingRule[], subtotalCents: Cents): ShippingRule[] {
  const chosen: ShippingRule[] = [];
  for (const rule of rules) {
    if (!inRange(rule, subtotalCents)) continue;
    const index = chosen.findIndex((r) => r.id === rule.id);
    if (index === -1) chosen.push(rule);
    else if (shippingCost(rule, subtotalCents) < shippingCost(chosen[index] as ShippingRule, subtotalCents))
      chosen[index] = rule;
  }
  return chosen;
}

function cheapest(rules: readonly ShippingRule[], subtotalCents: Cents): ShippingRule | null {
  let best: ShippingRule | null = null;
  for (const rule of rules) {
    if (best === null || shippingCost(rule, subtotalCents) < shippingCost(best, subtotalCents)) best = rule;
  }
  return best;
}

/**
 * The rule the checkout shows as chosen. Decided (the options have no default of their own):
 * 1. the shopper's selected rule, when it still applies to this subtotal;
 * 2. else the cheapest delivery rule (Flat Rate), so a shopper is never silently switched to
 *    collecting the parcel at the shop just because pickup costs 0 €;
 * 3. else the cheapest applicable rule of any kind (only pickup is offered);
 * 4. else null (no rule applies: checkout cannot proceed).
 * Ties keep the back-end's order.
 */
export function chooseShippingRule(
  rules: readonly ShippingRule[],
  subtotalCents: Cents,
  selectedId?: string | null,
): ShippingRule | null {
  const applicable = applicableRules(rules, subtotalCents);
  if (selectedId != null) {
    const selected = applicable.find((r) => r.id === selectedId);
    if (selected) return selected;
  }
  return (
    cheapest(
      applicable.filter((r) => !isPickup(r)),
      subtotalCents,
    ) ?? cheapest(applicable, subtotalCents)
  );
}

/**
 * The subtotal from which delivery is free: the lowest free threshold among delivery rules, or
 * null when none has one. The one place every "free shipping from …" text reads
 * (docs/decisions.md: en/it/sk must never disagree again).
 */
export function freeShippingThresholdCents(rules: readonly ShippingRule[]): Cents | null {
  let threshold: Cents | null = null;
  for (const rule of rules) {
    if (isPickup(rule) || rule.freeFromCents == null) continue;
    if (threshold === null || rule.freeFromCents < threshold) threshold = rule.freeFromCents;
  }
  return threshold;
}

/**
 * How much more to spend for free Flat Rate (delivery) shipping: null when no delivery rule has
 * a threshold, 0 once it is reached ("Add 12,30 € for free shipping").
 */
export function amountToFreeShipping(rules: readonly ShippingRule[], subtotalCents: Cents): Cents | null {
  const threshold = freeShippingThresholdCents(rules);
  if (threshold === null) return null;
  return maxCents(ZERO_CENTS, minusCents(threshold, subtotalCents));
}

/** One row of get_shipping_rules (docs/backend/checkout.md, "shipping"), its amounts in cents as the schema reads them. */
export interface BackendShippingRow {
  shipping_rule: string;
  label: string;
  shipping_amount: Cents;
  price_range_from?: Cents | null;
  price_range_to?: Cents | null;
}

function finiteOrNull(value: Cents | null | undefined): Cents | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Maps get_shipping_rules rows to ShippingRule[], in the back-end's order.
 *
 * How the rows are read (the contract shows the fields, not their meaning):
 * - each row is one band of a rule: `price_range_from` is its lowest subtotal, `price_range_to`
 *   its highest, both inclusive; 0 or null means "no bound" (Frappe's convention: a condition
 *   with `to_value` 0 has no upper limit);
 * - a row with amount 0 whose range starts above 0 is how the back-end says "free from
 *   price_range_from": it gets `freeFromCents` = that start, and so do the paid bands of the
 *   same `shipping_rule`, so a shopper below the threshold can be told how far it is;
 * - bands keep their own ranges, so a back-end that filters by `totalPrice` and answers only the
 *   band that applies still gives a correct rule (the threshold is then only known when the free
 *   band is among the rows);
 * - rows with an empty rule name or an unusable amount (negative, not a number) are dropped;
 *   an empty label falls back to the rule name; pickup is recognised by name (`isPickup`).
 */
export function rulesFromBackend(rows: ReadonlyArray<BackendShippingRow>): ShippingRule[] {
  const usable = rows.filter(
    (row) =>
      typeof row.shipping_rule === 'string' &&
      row.shipping_rule.trim() !== '' &&
      Number.isFinite(row.shipping_amount) &&
      row.shipping_amount >= 0,
  );

  // Lowest "free from" start per rule id.
  const freeFrom = new Map<string, Cents>();
  for (const row of usable) {
    const from = finiteOrNull(row.price_range_from);
    if (row.shipping_amount === 0 && from !== null && from > 0) {
      const known = freeFrom.get(row.shipping_rule);
      if (known === undefined || from < known) freeFrom.set(row.shipping_rule, from);
    }
  }

  return usable.map((row) => {
    const from = finiteOrNull(row.price_range_from);
    const to = finiteOrNull(row.price_range_to);
    const label = typeof row.label === 'string' && row.label.trim() !== '' ? row.label.trim() : row.shipping_rule;
    const rule: ShippingRule = {
      id: row.shipping_rule,
      label,
      amountCents: row.shipping_amount,
      minSubtotalCents: from !== null && from > 0 ? from : null,
      maxSubtotalCents: to !== null && to > 0 ? to : null,
      freeFromCents: freeFrom.get(row.shipping_rule) ?? null,
    };
    rule.kind = isPickup(rule) ? 'pickup' : 'delivery';
    return rule;
  });
}
