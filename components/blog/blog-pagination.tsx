import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { blogHref, type BlogParams } from '@/lib/blog/params';
import styles from './blog-pagination.module.css';

/** Previous / numbered / next links: every page of the blog list has its own URL. */
export async function BlogPagination({ params, pages }: { params: BlogParams; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('Blog');
  const current = Math.min(params.page, pages);
  return (
    <nav className={styles.nav} aria-label={t('pagination')}>
      {current > 1 ? (
        <Link href={blogHref(params, { page: current - 1 })} className={styles.step} rel="prev">
          <Icon name="chevron-left" size={16} />
          {t('newer')}
        </Link>
      ) : (
        <span />
      )}
      <ul className={styles.pages}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <Link
              href={blogHref(params, { page })}
              className={styles.page}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('pageNumber', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {current < pages ? (
        <Link href={blogHref(params, { page: current + 1 })} className={styles.step} rel="next">
          {t('older')}
          <Icon name="chevron-right" size={16} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
