import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import styles from './states.module.css';

/** What an account page shows when the back-end cannot answer: an honest message and a way to retry. */
export async function AccountUnavailable({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('AccountPages');
  const common = await getTranslations('Common');
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.icon} ${styles.warn}`}>
        <Icon name="alert-triangle" size={28} />
      </span>
      <h2 className={styles.stateTitle}>{t('unavailableTitle')}</h2>
      <p className={styles.stateText}>{t('unavailableText')}</p>
      <Link href={retryHref} className={buttonClass('secondary')}>
        {common('retry')}
      </Link>
    </div>
  );
}

/** An empty list (orders, wishlist, addresses): what it means and the way forward. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: IconName;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <h2 className={styles.stateTitle}>{title}</h2>
      {text && <p className={styles.stateText}>{text}</p>}
      {action}
    </div>
  );
}
