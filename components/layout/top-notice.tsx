'use client';
import { useTranslations } from 'next-intl';
import { useTopNotice } from '@/stores/ui';
import { Icon } from '@/components/ui/icon';
import styles from './top-notice.module.css';

/**
 * Dismissable notice bar, remembered under `topNotice`. The boot script hides it
 * before paint when it was dismissed; this island only handles the click.
 */
export function TopNotice({ amount }: { amount: string }) {
  const t = useTranslations('Notice');
  const dismiss = useTopNotice((s) => s.dismiss);
  return (
    <div className={styles.notice} data-top-notice role="region" aria-label={t('label')}>
      <p className={styles.text}>
        <Icon name="truck" size={18} />
        <span>{t('text', { amount })}</span>
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dismiss')}
        onClick={() => {
          dismiss();
          document.documentElement.setAttribute('data-notice-hidden', '');
        }}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
