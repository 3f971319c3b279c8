'use client';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { UnavailableBox } from './unavailable-box';

/**
 * An island whose texts could not be read (components/ui/fetched-texts.tsx): the shop's one
 * unavailable message in the shell's error texts, as an alert, with a way to try again. Its
 * provider must send `Error`.
 */
export function TextsFailed({ retry }: { retry: () => void }) {
  const t = useTranslations('Error');
  return (
    <UnavailableBox title={t('title')} text={t('text')} role="alert">
      <button type="button" className={buttonClass('primary')} onClick={retry}>
        {t('retry')}
      </button>
    </UnavailableBox>
  );
}
