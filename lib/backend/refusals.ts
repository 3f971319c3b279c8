import type { BackendError } from './result';

/**
 * What this back-end has told us it cannot or will not do (docs/backend.md "optional methods").
 * A question about the back-end's abilities gets the same answer on every render: a method it
 * lacks (Frappe's 417 "Failed to get method"), a method or DocType the application token may not
 * use (403), a DocType that does not exist (404 on a list). The first such answer is kept for a
 * while, so the feature that needs it steps aside without asking again on every page (the
 * footer's tracking question once made half of a journey run's back-end calls). Kept per
 * instance: a back-end that gains the method or the role is noticed within REMEMBER_FOR_MS.
 */
const REMEMBER_FOR_MS = 10 * 60 * 1000;

// One memory per process: Next bundles route handlers and pages apart, each with its own copy of
// this module, and a refusal met by the checkout's action must be known to /api/checkout/quote.
const SHARED = Symbol.for('bottega.backend.refusals');
type Shared = typeof globalThis & { [SHARED]?: Map<string, { error: BackendError; until: number }> };
const refusals = ((globalThis as Shared)[SHARED] ??= new Map());

/** The key a call's refusal is kept under: a method's path, or a DocType whatever document was asked. */
export function refusalKey(path: string): string {
  const query = path.indexOf('?');
  const bare = query < 0 ? path : path.slice(0, query);
  if (!bare.startsWith('resource:')) return bare;
  const slash = bare.indexOf('/');
  return slash < 0 ? bare : bare.slice(0, slash);
}

/**
 * Whether this failure says what the back-end can do, rather than something about the arguments
 * or the shopper. Only calls made with the application token alone: a shopper's session never
 * decides what the shop offers everyone.
 */
export function isCapabilityRefusal(path: string, error: BackendError, withShopper: boolean): boolean {
  if (error.kind === 'absent') return true;
  if (withShopper) return false;
  if (error.status === 403) return true;
  // A list of a DocType this site does not have; a missing document is an answer about that document.
  return error.status === 404 && path.startsWith('resource:') && !path.includes('/');
}

// A monotonic clock: a page's shell may not read Date.now() while it is prerendered.
export function rememberRefusal(key: string, error: BackendError, now = performance.now()): void {
  const { kind, status, excType } = error;
  refusals.set(key, { error: { kind, status, excType }, until: now + REMEMBER_FOR_MS });
}

/** The refusal remembered for this key, while it lasts. */
export function knownRefusal(key: string, now = performance.now()): BackendError | null {
  const entry = refusals.get(key);
  if (!entry) return null;
  if (entry.until > now) return entry.error;
  refusals.delete(key);
  return null;
}

/** Tests only: forget every refusal. */
export function forgetRefusals(): void {
  refusals.clear();
}
