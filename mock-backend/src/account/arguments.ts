/** Argument checks and answers the account methods share, as mymb_ecommerce.utils.auth raises them. */
import type { AppContext } from '../context';
import { frappeError, type Args } from '../frappe';
import { RaisedError } from '../user';

/** A required argument the method declares: Python fails before the method runs → 500 TypeError. */
export function required(a: Args, fn: string, key: string): string {
  const v = a[key];
  if (v === undefined || v === null)
    throw new RaisedError(500, 'TypeError', `TypeError: ${fn}() missing 1 required positional argument: '${key}'`);
  return typeof v === 'string' ? v : String(v);
}

/** An argument annotated `str`: another JSON type → 417 FrappeTypeError. */
export function requiredText(a: Args, fn: string, key: string): string {
  const v = a[key];
  if (v !== undefined && v !== null && typeof v !== 'string') {
    throw frappeError(
      417,
      'FrappeTypeError',
      `Argument '${key}' should be of type 'str' but got '${typeof v}' instead.`,
    );
  }
  return required(a, fn, key);
}

/** A method that sets its own HTTP status and still answers `{"message": …}` (plus extra body keys). */
export function answerWithStatus(
  c: AppContext,
  status: 400 | 401 | 404 | 410 | 500,
  value: unknown,
  extra: Record<string, unknown> = {},
) {
  return c.json({ message: value, ...extra }, status);
}
