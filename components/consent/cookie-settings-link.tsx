'use client';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { COOKIE_SETTINGS_SLOT } from './cookie-settings-slot';

/**
 * "Cookie settings", put in the footer's place for it by the consent manager, so no script for it
 * rides with the page: a shop without a tag never loads it.
 */
export function CookieSettingsLink({ onOpen }: { onOpen: () => void }) {
  const t = useTranslations('Consent');
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the footer's element exists only in the browser's document
  useEffect(() => setSlot(document.getElementById(COOKIE_SETTINGS_SLOT)), []);
  if (!slot) return null;
  return createPortal(
    <button type="button" className={slot.dataset.buttonClass} onClick={onOpen}>
      {t('settings')}
    </button>,
    slot,
  );
}
