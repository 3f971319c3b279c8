'use client';
import { useTranslations } from 'next-intl';
import { useTagManagerId } from './consent-config';
import { askToOpenConsent } from './consent-storage';

/** "Cookie settings" in the footer, only when the shop has a tag to consent to. */
export default function CookieSettingsLink({ className }: { className?: string }) {
  const t = useTranslations('Consent');
  const tagId = useTagManagerId();
  if (!tagId) return null;
  return (
    <button type="button" className={className} onClick={askToOpenConsent}>
      {t('settings')}
    </button>
  );
}
