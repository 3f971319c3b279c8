/** What went wrong with a back-end call, in the shop's terms: each caller decides what the shopper sees. */
export type BackendErrorKind =
  | 'unavailable' // network error, timeout, 5xx
  | 'not-found' // 404
  | 'invalid-answer' // the answer did not match its schema
  | 'unauthorised' // 401/403 or a missing/expired session
  | 'rejected' // 417/409/410: the back-end refused the input, with its message
  | 'rate-limited' // 429
  | 'absent'; // 417 "Failed to get method": this back-end has no such method, the feature steps aside

export interface BackendError {
  kind: BackendErrorKind;
  /** The back-end's own message, when it gave one (already stripped of HTML). */
  message?: string;
  status?: number;
  /** Frappe's exception type, e.g. "DuplicateEntryError". */
  excType?: string;
  retryAfterSeconds?: number;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: BackendError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: BackendError): Result<T> => ({ ok: false, error });
