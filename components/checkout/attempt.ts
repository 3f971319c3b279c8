/**
 * One checkout attempt per cart, kept in sessionStorage so that a reload or a retry of the same
 * order reuses it: with the order's content it makes the idempotency key (docs/decisions.md "one order
 * per click"). A new attempt starts once an order has been placed.
 */
const KEY = 'checkout-attempt';

function fresh(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function checkoutAttempt(): string {
  try {
    const known = sessionStorage.getItem(KEY);
    if (known && /^[\w-]{16,64}$/.test(known)) return known;
    const id = fresh();
    sessionStorage.setItem(KEY, id);
    return id;
  } catch {
    return fresh();
  }
}

export function endCheckoutAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage blocked */
  }
}
