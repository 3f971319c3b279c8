'use client';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-dialog.module.css';

/** The newsletter popup itself: a modal dialog with a focus trap; Escape, the close button and the backdrop close it. */
export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Newsletter');
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  return (
    <div className={styles.root}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="newsletter-dialog-title" aria-describedby="newsletter-dialog-text" tabIndex={-1} className={styles.panel}>
        <div className={styles.art} aria-hidden="true">
          <Icon name="gift" size={40} />
        </div>
        <div className={styles.body}>
          <h2 id="newsletter-dialog-title" className={styles.title}>
            {t('popupTitle')}
          </h2>
          <p id="newsletter-dialog-text" className={styles.text}>
            {t('popupText')}
          </p>
          <NewsletterForm layout="stacked" />
          <button type="button" className={styles.later} onClick={onClose}>
            {t('popupLater')}
          </button>
        </div>
        {/* After the form in the DOM, so focus lands in the email field first; drawn top right. */}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('popupClose')}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </div>
  );
}
