import type { ConsentChoice } from '@/lib/consent/consent-mode';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The shopper's cookie choice, remembered in the browser. Bumping CONSENT_VERSION (new purposes,
 * a new tag) asks every shopper again: a stored choice of another version counts as none.
 */
export const CONSENT_VERSION = 1;

/**
 * How long a choice holds: the Garante's cookie guidelines of 10 June 2021 let a site ask again
 * only when something changes or after at least six months (docs/decisions.md "the law").
 */
const CONSENT_LIFETIME_MS = 183 * 24 * 60 * 60 * 1000;

export function readConsent(now = Date.now()): ConsentChoice | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { version, analytics, ads, at } = raw as Record<string, unknown>;
    if (version !== CONSENT_VERSION || typeof analytics !== 'boolean' || typeof ads !== 'boolean') return null;
    // One older than six months is asked again; one without a date is kept (NaN compares false).
    if (now - Date.parse(String(at)) > CONSENT_LIFETIME_MS) return null;
    return { analytics, ads };
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice) {
  try {
    localStorage.setItem(
      STORAGE_KEYS.consent,
      JSON.stringify({ version: CONSENT_VERSION, ...choice, at: new Date().toISOString() }),
    );
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}
