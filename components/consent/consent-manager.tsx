'use client';
import { useCallback, useEffect, useState } from 'react';
import { denyUntilAsked, loadTagManager, updateConsent, type ConsentChoice } from '@/lib/consent/consent-mode';
import { useTagManagerId } from './consent-config';
import { readConsent, saveConsent } from './consent-storage';
import { ConsentBanner } from './consent-banner';
import { CookieSettingsLink } from './cookie-settings-link';
import { ConsentTexts } from './consent-texts';

/**
 * Consent Mode v2 around the shop's tag manager. With no tag configured it renders nothing. A
 * remembered choice is applied at once (the tag loads only if something was granted); without one
 * the banner asks. The footer's "Cookie settings" (put there from here) opens it again.
 */
export default function ConsentManager() {
  const tagId = useTagManagerId();
  const [open, setOpen] = useState<'asked' | 'reopened' | null>(null);

  useEffect(() => {
    if (!tagId) return;
    denyUntilAsked();
    const stored = readConsent();
    if (stored) {
      updateConsent(stored);
      if (stored.analytics || stored.ads) loadTagManager(tagId);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice lives in browser storage, read after hydration
    if (!stored) setOpen('asked');
  }, [tagId]);

  const decide = useCallback(
    (choice: ConsentChoice) => {
      saveConsent(choice);
      updateConsent(choice);
      if (tagId && (choice.analytics || choice.ads)) loadTagManager(tagId);
      setOpen(null);
    },
    [tagId],
  );

  if (!tagId) return null;
  // Texts that cannot be read show neither banner nor link: the tag then stays denied, as unasked.
  return (
    <ConsentTexts failed={() => null}>
      <CookieSettingsLink onOpen={() => setOpen('reopened')} />
      {open && <ConsentBanner initial={readConsent()} focusOnOpen={open === 'reopened'} onDecide={decide} />}
    </ConsentTexts>
  );
}
