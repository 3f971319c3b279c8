import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './content-unavailable.module.css';

/** A content page the back-end could not give right now: honest, with a way on. */
export async function ContentUnavailable() {
  const t = await getTranslations('ContentPages');
  return (
    <section className={`container ${styles.box}`}>
      <span className={styles.icon}>
        <Icon name="alert-triangle" size={32} />
      </span>
      <h1>{t('unavailableTitle')}</h1>
      <p className={styles.text}>{t('unavailableText')}</p>
      <div className={styles.actions}>
        <Link href="/" className={buttonClass('primary')}>
          {t('home')}
        </Link>
        <Link href="/pages/contact-us" className={buttonClass('secondary')}>
          {t('contactUs')}
        </Link>
      </div>
    </section>
  );
}
