'use client';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './unavailable.module.css';

/**
 * An island whose texts could not be read (components/ui/fetched-texts.tsx): the shell's error
 * texts and a way to try again. Its provider must send `Error`.
 */
export function TextsFailed({ retry }: { retry: () => void }) {
  const t = useTranslations('Error');
  return (
    <section className={styles.box} role="alert">
      <span className={styles.icon}>
        <Icon name="alert-triangle" size={28} />
      </span>
      <h2 className={styles.title}>{t('title')}</h2>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.ways}>
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    </section>
  );
}
