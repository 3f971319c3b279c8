import type { ConsentChoice } from './consent-mode';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The shopper's cookie choice, remembered in the browser. Bumping CONSENT_VERSION (new purposes,
 * a new tag) asks every shopper again: a stored choice of another version counts as none.
 */
export const CONSENT_VERSION = 1;

export function readConsent(): ConsentChoice | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { version, analytics, ads } = raw as Record<string, unknown>;
    if (version !== CONSENT_VERSION || typeof analytics !== 'boolean' || typeof ads !== 'boolean') return null;
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
