/**
 * Which optional methods this back-end lacks (docs/backend.md "optional methods"). The real
 * back-end answers a method it does not have with Frappe's 417 "Failed to get method"; the first
 * such answer marks the method absent for a while, so the feature that needs it steps aside
 * without asking again on every page. Kept per instance: a back-end that gains the method is
 * noticed within ABSENT_FOR_MS on every instance.
 */
const ABSENT_FOR_MS = 10 * 60 * 1000;
const absentUntil = new Map<string, number>();

export function markAbsent(path: string, now = Date.now()): void {
  absentUntil.set(path, now + ABSENT_FOR_MS);
}

export function isKnownAbsent(path: string, now = Date.now()): boolean {
  const until = absentUntil.get(path);
  if (until === undefined) return false;
  if (until > now) return true;
  absentUntil.delete(path);
  return false;
}

/** Tests only: forget every mark. */
export function forgetAbsentMethods(): void {
  absentUntil.clear();
}
