/**
 * Money arithmetic in integer cents (docs/architecture.md#money-in-integer-cents: money is computed
 * in integer cents in lib/domain and formatted only where it is shown). The back-end speaks euro as
 * floats (19.99); converting once, at the boundary, keeps sums exact.
 */

/** An amount of euro cents. Always a whole number. */
export type Cents = number;

/**
 * Euro → cents, rounding half away from zero.
 *
 * `19.99 * 100` is `1998.9999999999998` and `1.005 * 100` is `100.49999999999999` in binary
 * floating point, so the product is first cut to 15 significant digits (what a double can hold
 * exactly) before rounding; otherwise 1,005 € would become 100 cents instead of 101.
 *
 * A non-finite amount is a programmer error (back-end answers are validated before they get
 * here), so it throws instead of leaking NaN into totals.
 */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`toCents: not a finite amount: ${String(amount)}`);
  }
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = Math.round(scaled);
  // `|| 0` turns -0 into 0 so that equality checks and formatting never see "-0,00 €".
  return Math.sign(amount) * rounded || 0;
}

/** Cents → euro, for what speaks euro: back-end payloads and analytics events. */
export function fromCents(c: Cents): number {
  return c / 100;
}

/** True for a whole, finite number of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}
