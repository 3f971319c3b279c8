import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './payment-pages.module.css';

/** What a payment page shows when its link names no order the back-end knows, or the back-end is away. */
export async function OrderNotFound({ reason }: { reason: 'not-found' | 'unavailable' }) {
  const t = await getTranslations('Checkout');
  return (
    <div className={styles.panel} data-tone="neutral">
      <span className={styles.badge} data-tone="neutral" aria-hidden="true">
        <Icon name="alert-triangle" size={28} />
      </span>
      <p className={styles.lead}>{reason === 'not-found' ? t('orderNotFound') : t('statusUnavailable')}</p>
      <div className={styles.actions}>
        <Link href="/shop" className={buttonClass('primary')}>
          {t('returnToShop')}
        </Link>
        <Link href="/pages/contact-us" className={buttonClass('secondary')}>
          {t('contactUs')}
        </Link>
      </div>
    </div>
  );
}
