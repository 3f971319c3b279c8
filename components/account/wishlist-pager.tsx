import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './wishlist-pager.module.css';

/** Pages of ten (the wishlist shows ten products a page), as plain links so they work before hydration. */
export async function WishlistPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('Wishlist');
  const href = (p: number) =>
    p === 1 ? '/pages/wishlist' : { pathname: '/pages/wishlist', query: { page: String(p) } };
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.step} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t('previous')}
        </span>
      )}
      <ol className={styles.list}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            <Link
              href={href(p)}
              className={styles.page}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pageLabel', { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.step} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
