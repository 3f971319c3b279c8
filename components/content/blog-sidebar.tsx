import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogMeta } from '@/lib/backend/schemas/content';
import { formatDate } from '@/lib/format';
import { blogHref, blogPostHref, type BlogParams } from './blog-params';
import styles from './blog-sidebar.module.css';

/** Categories with counts, recent posts and tags (spec §2 "blog with categories, tags, recent posts"). */
export async function BlogSidebar({ meta, params, locale }: { meta: BlogMeta; params?: BlogParams; locale: string }) {
  const t = await getTranslations('Blog');
  return (
    <aside className={styles.sidebar} aria-label={t('sidebarLabel')}>
      {meta.categories.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-categories">
          <h2 id="blog-categories" className={styles.title}>
            {t('categories')}
          </h2>
          <ul className={styles.categories}>
            <li>
              <Link href={blogHref({ page: 1 })} aria-current={params && !params.category && !params.tag ? 'page' : undefined}>
                {t('allPosts')}
              </Link>
            </li>
            {meta.categories.map((c) => (
              <li key={c.name}>
                <Link href={blogHref({ page: 1, category: c.name })} aria-current={params?.category === c.name ? 'page' : undefined}>
                  <span>{c.title || c.name}</span>
                  <span className={styles.count} aria-hidden="true">
                    {c.count}
                  </span>
                  <span className="visually-hidden">{t('postCount', { count: c.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {meta.recent.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-recent">
          <h2 id="blog-recent" className={styles.title}>
            {t('recentPosts')}
          </h2>
          <ul className={styles.recent}>
            {meta.recent.map((post) => (
              <li key={post.route}>
                <Link href={blogPostHref(post.route)} className={styles.recentLink}>
                  {post.cover_image && (
                    // eslint-disable-next-line @next/next/no-img-element -- SVG cover from the back-end's /files
                    <img src={post.cover_image} alt="" width={80} height={50} loading="lazy" className={styles.thumb} />
                  )}
                  <span>
                    <span className={styles.recentTitle}>{post.title}</span>
                    {post.published_on && (
                      <time dateTime={post.published_on} className={styles.date}>
                        {formatDate(locale, post.published_on, { dateStyle: 'medium' })}
                      </time>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {meta.tags.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.title}>
            {t('tags')}
          </h2>
          <ul className={styles.tags}>
            {meta.tags.map((tag) => (
              <li key={tag.name}>
                <Link href={blogHref({ page: 1, tag: tag.name })} className={styles.tag} aria-current={params?.tag === tag.name ? 'page' : undefined}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
