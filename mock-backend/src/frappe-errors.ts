/**
 * Frappe's errors as the mock throws them: the HTTP status Frappe maps each exception to, and the
 * body `{"exc_type": "...", "_server_messages": "[\"{\\\"message\\\": ...}\"]"}` (a JSON string
 * holding a list of JSON strings). See docs/backend.md.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ExcType =
  | 'ValidationError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'DoesNotExistError'
  | 'DuplicateEntryError'
  | 'LinkExpired'
  | 'TooManyRequests'
  | 'ServiceUnavailable'
  | 'Exception';

/** `{"message": value}`; `undefined` gives Frappe's `{}` for methods that return nothing. */
export function message(value: unknown): Record<string, unknown> {
  return value === undefined ? {} : { message: value };
}

/** The body of a Frappe error answer. */
export function frappeErrorBody(
  excType: string,
  text: string,
  title = 'Message',
): { exc_type: string; _server_messages: string } {
  const inner = JSON.stringify({ message: text, title, indicator: 'red' });
  return { exc_type: excType, _server_messages: JSON.stringify([inner]) };
}

/** Thrown by handlers; app.ts turns it into the Frappe error answer. */
export class FrappeError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly excType: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FrappeError';
  }
  /** Errors raised directly (not through frappe.throw) carry no `_server_messages`, only `exception`. */
  raised = false;
  get body(): Record<string, string> {
    if (this.raised) return { exc_type: this.excType, exception: `${this.excType}: ${this.message}` };
    return frappeErrorBody(this.excType, this.message);
  }
}

/**
 * A Python exception escaping a method (a bug, a missing argument): 500 with the class name as
 * `exc_type`, the text in `exception` and no `_server_messages`, e.g. `pythonError('TypeError',
 * "apply_coupon_code() missing 1 required positional argument: 'applied_referral_sales_partner'")`.
 */
export function pythonError(excType: string, text: string): FrappeError {
  const err = new FrappeError(500, excType, text);
  err.raised = true;
  return err;
}

/** Frappe's answer when a whitelisted method is called without a required argument. */
export function missingArgument(method: string, arg: string): FrappeError {
  return pythonError('TypeError', `${method}() missing 1 required positional argument: '${arg}'`);
}

/** Build (not throw) an error; `throw frappeError(417, 'ValidationError', '…')`. */
export function frappeError(
  status: ContentfulStatusCode,
  excType: ExcType | string,
  text: string,
  headers?: Record<string, string>,
): FrappeError {
  return new FrappeError(status, excType, text, headers);
}

export const validationError = (text: string) => frappeError(417, 'ValidationError', text);
export const notFound = (text: string) => frappeError(404, 'DoesNotExistError', text);
export const permissionError = (text: string) => frappeError(403, 'PermissionError', text);
export const duplicateEntry = (text: string) => frappeError(409, 'DuplicateEntryError', text);
