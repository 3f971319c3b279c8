import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Common');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={styles.item}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
