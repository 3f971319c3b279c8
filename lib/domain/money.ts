/**
 * The shop's one money type (docs/architecture.md#money-in-integer-cents): integer euro cents,
 * branded so that TypeScript refuses a plain number where an amount is expected. The back-end
 * speaks euro as floats (19.99); its answers become cents once, in the zod schemas
 * (`euroAsCents`), so every sum after that is exact. Euro appears again only where something
 * outside speaks it: back-end payloads, analytics events and JSON-LD (`fromCents`,
 * `euroDecimal`). lib/format.ts writes an amount for a shopper.
 */

declare const centsBrand: unique symbol;

/** An amount of euro cents: always a whole number. Made by `toCents`, `cents` or the helpers below. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/**
 * A euro amount as it arrives: any number except one already in cents, so that converting twice
 * (1999 cents read as 1999 €) does not compile.
 */
type Euro = number & { readonly [centsBrand]?: never };

export const ZERO_CENTS = 0 as Cents;

/**
 * The one rounding rule of the shop: to the nearest whole, halves away from zero.
 *
 * `19.99 * 100` is `1998.9999999999998` and `1.005 * 100` is `100.49999999999999` in binary
 * floating point, so the value is first cut to 15 significant digits (what a double holds
 * exactly) before rounding; otherwise 1,005 € would become 100 cents instead of 101.
 */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Number(Math.abs(value).toPrecision(15)));
  // `|| 0` turns -0 into 0 so that equality checks and formatting never see "-0,00 €".
  return Math.sign(value) * rounded || 0;
}

/**
 * Euro → cents, by the rounding rule above. A non-finite amount is a programmer error (back-end
 * answers are validated before they get here), so it throws instead of leaking NaN into totals.
 */
export function toCents(amount: Euro): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`toCents(${amount})`);
  return roundHalfAwayFromZero(amount * 100) as Cents;
}

/** A whole number of cents written in code or read from storage; anything else is a programmer error. */
export function cents(whole: number): Cents {
  if (!isCents(whole)) throw new RangeError(`cents(${whole})`);
  return (whole || 0) as Cents;
}

/** True for a whole, finite number of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Cents → euro, for what speaks euro: back-end payloads and analytics events. */
export function fromCents(amount: Cents): number {
  return amount / 100;
}

/** Cents as a euro decimal with two places ("19.99", "-0.05"), for JSON-LD and back-end query strings. */
export function euroDecimal(amount: Cents): string {
  const abs = Math.abs(amount);
  return `${amount < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of amounts: `sumCents(a, b)`, or `sumCents(...list)`. */
export function sumCents(...amounts: Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

/** `a − b`. */
export function minusCents(a: Cents, b: Cents): Cents {
  return (a - b || 0) as Cents;
}

/**
 * A unit price times a quantity: exact for whole quantities (3 × 19,99 € is 5997 cents); an
 * order line sold by weight (2,5 kg) is rounded by the rule.
 */
export function timesQuantity(unit: Cents, qty: number): Cents {
  return roundHalfAwayFromZero(unit * qty) as Cents;
}

/** `percent` % of an amount (a coupon's 10 % of the grand total), by the rounding rule. */
export function percentOf(amount: Cents, percent: number): Cents {
  return roundHalfAwayFromZero((amount * percent) / 100) as Cents;
}

/** An amount shared over `quantity` units (a unit price per kg of a 0,75 kg pack), by the rounding rule. */
export function perUnit(amount: Cents, quantity: number): Cents {
  return roundHalfAwayFromZero(amount / quantity) as Cents;
}

/**
 * The smallest and the largest of amounts: Math.min and Math.max themselves (the smaller of whole
 * cents is one of them, so still cents), typed, rather than wrappers every page would download.
 * Called with at least one amount.
 */
export const minCents = Math.min as (...amounts: Cents[]) => Cents;
export const maxCents = Math.max as (...amounts: Cents[]) => Cents;
