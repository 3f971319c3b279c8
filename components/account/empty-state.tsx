import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import styles from './states.module.css';

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
