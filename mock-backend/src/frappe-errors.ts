/**
 * Frappe's errors as the mock throws them: the HTTP status Frappe maps each exception to, and the
 * body `{"exc_type", "exception", "exc", "_exc_source"?, "_server_messages"}` (the last a JSON string
 * holding a list of JSON strings). See docs/backend.md.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { exceptionLine, excSource, traceback } from './frappe-traceback';

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

/** A short Frappe error body, with no traceback: fault injection's 503 and the catch-all answers. */
export function frappeErrorBody(
  excType: string,
  text: string,
  title = 'Message',
): { exc_type: string; _server_messages: string } {
  const inner = JSON.stringify({ message: text, title, indicator: 'red' });
  return { exc_type: excType, _server_messages: JSON.stringify([inner]) };
}

/** A random `__frappe_exc_id`, as Frappe tags each message of a thrown error. */
const excId = () => Math.random().toString(16).slice(2, 12).padEnd(10, '0');

/** One message of `_server_messages` as frappe.throw prints it. */
export function thrownMessage(text: string, title = 'Message'): Record<string, unknown> {
  return { message: text, title, indicator: 'red', raise_exception: 1, __frappe_exc_id: excId() };
}

/**
 * Thrown by handlers; app.ts turns it into the Frappe error answer (`answer(path)`), as Frappe
 * sends it while "allow error traceback" is on, its default:
 *   - through `frappe.throw` (the default here): `exc_type`, `exception` ("frappe.exceptions.
 *     <Type>: <message>"), `exc` (the traceback), `_exc_source` when raised in a custom app's
 *     method, and `_server_messages`;
 *   - raised directly (`raised`: wrong password, Python errors, permission checks): the same
 *     without `_server_messages`;
 *   - a 404 carries neither `exception` nor `exc`.
 */
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
  /** The message's title (frappe.throw's `title`). */
  title = 'Message';
  /**
   * Messages printed before the error (frappe.msgprint, or an earlier frappe.throw that was caught:
   * frappe.get_attr's "App … is not installed"); a raised error with some has `_server_messages`.
   */
  printed: Array<Record<string, unknown>> = [];
  /** Further top-level keys, e.g. `_error_message` (frappe.flags.error_message). */
  extra: Record<string, string> = {};
  /**
   * The method whose own code raised it (set by `method()`); null when Frappe raised it before or
   * around the method (an unknown path, a refused guest, a rate limit). Names `_exc_source`.
   */
  origin: string | null | undefined = undefined;

  /** The answer's body for a request to `path` (the traceback mentions it). */
  answer(path = ''): Record<string, string> {
    const out: Record<string, string> = { exc_type: this.excType };
    if (this.status !== 404) {
      out.exception = exceptionLine(this.excType, this.message);
      const inMethod = typeof this.origin === 'string';
      const tb = traceback({ excType: this.excType, message: this.message, raised: this.raised, path, inMethod });
      out.exc = JSON.stringify([tb]);
      const source = excSource(this.origin);
      if (source) out._exc_source = source;
    }
    const messages = this.raised ? this.printed : [...this.printed, thrownMessage(this.message, this.title)];
    if (messages.length) out._server_messages = JSON.stringify(messages.map((m) => JSON.stringify(m)));
    return { ...out, ...this.extra };
  }

  get body(): Record<string, string> {
    return this.answer();
  }
}

/** An exception raised directly rather than through frappe.throw: no `_server_messages`. */
export function raisedError(status: ContentfulStatusCode, excType: string, text: string): FrappeError {
  const err = new FrappeError(status, excType, text);
  err.raised = true;
  return err;
}

/**
 * A Python exception escaping a method (a bug, a missing argument): 500 with the class name as
 * `exc_type`, the text in `exception` and no `_server_messages`, e.g. `pythonError('TypeError',
 * "apply_coupon_code() missing 1 required positional argument: 'applied_referral_sales_partner'")`.
 */
export function pythonError(excType: string, text: string): FrappeError {
  return raisedError(500, excType, text);
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
