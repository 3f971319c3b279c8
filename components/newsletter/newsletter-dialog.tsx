'use client';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-dialog.module.css';

/** The newsletter popup itself: Escape, the close button, "later" and the backdrop close it. */
export function NewsletterDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('NewsletterPopup');
  return (
    <Dialog
      onClose={onClose}
      titleId="newsletter-dialog-title"
      describedBy="newsletter-dialog-text"
      className={styles.panel}
    >
      <div className={styles.art} aria-hidden="true">
        <Icon name="gift" size={40} />
      </div>
      <div className={styles.body}>
        <h2 id="newsletter-dialog-title" className={styles.title}>
          {t('title')}
        </h2>
        <p id="newsletter-dialog-text" className={styles.text}>
          {t('text')}
        </p>
        <NewsletterForm layout="stacked" />
        <button type="button" className={styles.later} onClick={onClose}>
          {t('later')}
        </button>
      </div>
      {/* After the form in the DOM, so focus lands in the email field first; drawn top right. */}
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
        <Icon name="close" size={20} />
      </button>
    </Dialog>
  );
}
