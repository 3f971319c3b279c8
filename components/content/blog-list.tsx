import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Result } from '@/lib/backend/result';
import type { BlogList as BlogListData, BlogMeta } from '@/lib/backend/schemas/content';
import { BLOG_PAGE_SIZE } from '@/lib/backend/content';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import { blogHref, pageCount, type BlogParams } from './blog-params';
import styles from './blog-list.module.css';

/** The blog's posts for the current filters and page, with its empty and error states. */
export async function BlogList({ result, params, meta, locale }: { result: Result<BlogListData>; params: BlogParams; meta: BlogMeta | null; locale: string }) {
  const t = await getTranslations('Blog');
  const categoryTitle = params.category ? (meta?.categories.find((c) => c.name === params.category)?.title ?? params.category) : null;
  const tagLabel = params.tag ? (meta?.tags.find((x) => x.name === params.tag)?.label ?? params.tag) : null;

  if (!result.ok) {
    return (
      <div className={styles.state} role="status">
        <Icon name="alert-triangle" size={28} />
        <h2>{t('unavailableTitle')}</h2>
        <p>{t('unavailableText')}</p>
        <Link href={blogHref(params)} className={buttonClass('secondary')}>
          {t('retry')}
        </Link>
      </div>
    );
  }

  const { data, count } = result.data;
  return (
    <>
      {(categoryTitle || tagLabel) && (
        <div className={styles.filter}>
          <p>{categoryTitle ? t('filteredCategory', { name: categoryTitle, count }) : t('filteredTag', { name: tagLabel ?? '', count })}</p>
          <Link href={blogHref({ page: 1 })} className={buttonClass('ghost', { small: true })}>
            <Icon name="close" size={16} />
            {t('clearFilter')}
          </Link>
        </div>
      )}
      {data.length === 0 ? (
        <div className={styles.state}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link href="/pages/blog" className={buttonClass('secondary')}>
            {t('allPosts')}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {data.map((post, i) => (
            <li key={post.route}>
              <BlogCard post={post} locale={locale} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination params={params} pages={pageCount(count, BLOG_PAGE_SIZE)} />
    </>
  );
}
