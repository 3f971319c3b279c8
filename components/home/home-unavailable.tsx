import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './home-unavailable.module.css';

/** Shown on the home page instead of the product sections when the back-end cannot list products. */
export async function HomeUnavailable() {
  const t = await getTranslations('Home');
  return (
    <section className={`container ${styles.box}`} role="status">
      <Icon name="alert-triangle" size={28} />
      <div>
        <h2 className={styles.title}>{t('unavailableTitle')}</h2>
        <p className={styles.text}>{t('unavailableText')}</p>
        <Link href="/shop" className={buttonClass('secondary', { small: true })}>
          {t('unavailableCta')}
        </Link>
      </div>
    </section>
  );
}
