import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Result } from '@/lib/backend/result';
import type { BlogPost } from '@/lib/backend/schemas/content';
import { BLOG_PAGE_SIZE } from '@/lib/backend/blog';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { Unavailable } from '@/components/ui/unavailable';
import { BlogCard } from './blog-card';
import { categoryTitle, tagLabel, type BlogExtras } from '@/lib/blog/blog-data';
import { blogHref, pageCount, type BlogParams } from '@/lib/blog/params';
import styles from './blog-list.module.css';

/**
 * The posts for the current filters and page, with their empty and error states. `total` comes
 * from a separate count; without it the list still offers the next page when this one is full.
 */
export async function BlogList({
  posts,
  total,
  params,
  extras,
  locale,
}: {
  posts: Result<BlogPost[]>;
  total: number | null;
  params: BlogParams;
  extras: BlogExtras;
  locale: string;
}) {
  const t = await getTranslations('Blog');

  if (!posts.ok) return <Unavailable texts="blog" ways={[{ href: blogHref(params), label: 'retry' }]} />;

  const count = total ?? posts.data.length;
  const pages =
    total === null ? params.page + (posts.data.length === BLOG_PAGE_SIZE ? 1 : 0) : pageCount(total, BLOG_PAGE_SIZE);
  return (
    <>
      {(params.category || params.tag) && (
        <div className={styles.filter}>
          <p>
            {params.category
              ? t('filteredCategory', { name: categoryTitle(extras, params.category), count })
              : t('filteredTag', { name: tagLabel(extras, params.tag ?? ''), count })}
          </p>
          <Link href={blogHref({ page: 1 })} className={buttonClass('ghost', { small: true })}>
            <Icon name="close" size={16} />
            {t('clearFilter')}
          </Link>
        </div>
      )}
      {posts.data.length === 0 ? (
        <div className={styles.state}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link href="/pages/blog" className={buttonClass('secondary')}>
            {t('allPosts')}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {posts.data.map((post, i) => (
            <li key={post.name}>
              <BlogCard
                post={post}
                categoryTitle={categoryTitle(extras, post.category)}
                locale={locale}
                priority={i < 2}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={params.page}
        pages={pages}
        href={(page) => blogHref(params, { page })}
        texts={{
          label: t('pagination'),
          previous: t('newer'),
          next: t('older'),
          page: (page) => t('pageNumber', { page }),
        }}
      />
    </>
  );
}
