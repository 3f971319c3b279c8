import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href?: string;
  /** The label's language when the page's may differ (a back-end category's name). */
  lang?: string;
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
              <Link href={item.href} lang={item.lang}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
