import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import type { BlogExtras } from '@/lib/blog/blog-data';
import { blogHref, blogPostHref, type BlogParams } from '@/lib/blog/params';
import styles from './blog-sidebar.module.css';

/** Categories with counts, recent posts and, when the back-end has them, tags. */
export async function BlogSidebar({
  extras,
  params,
  locale,
}: {
  extras: BlogExtras;
  params?: BlogParams;
  locale: string;
}) {
  const t = await getTranslations('Blog');
  const lang = contentLang(locale);
  return (
    <aside className={styles.sidebar} aria-label={t('sidebarLabel')}>
      {extras.categories.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-categories">
          <h2 id="blog-categories" className={styles.title}>
            {t('categories')}
          </h2>
          <ul className={styles.categories}>
            <li>
              <Link
                href={blogHref({ page: 1 })}
                aria-current={params && !params.category && !params.tag ? 'page' : undefined}
              >
                {t('allPosts')}
              </Link>
            </li>
            {extras.categories.map((c) => (
              <li key={c.name}>
                <Link
                  href={blogHref({ page: 1, category: c.name })}
                  aria-current={params?.category === c.name ? 'page' : undefined}
                >
                  <span lang={lang}>{c.title}</span>
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
      {extras.recent.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-recent">
          <h2 id="blog-recent" className={styles.title}>
            {t('recentPosts')}
          </h2>
          <ul className={styles.recent}>
            {extras.recent.map((post) => (
              <li key={post.name}>
                <Link href={blogPostHref(post.route)} className={styles.recentLink}>
                  {post.cover && (
                    // eslint-disable-next-line @next/next/no-img-element -- a cover from the back-end's /files
                    <img src={post.cover} alt="" width={80} height={50} loading="lazy" className={styles.thumb} />
                  )}
                  <span>
                    <span className={styles.recentTitle} lang={lang}>
                      {post.title}
                    </span>
                    {post.publishedOn && (
                      <time dateTime={post.publishedOn} className={styles.date}>
                        {formatDate(locale, post.publishedOn, { dateStyle: 'medium' })}
                      </time>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {extras.tags.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.title}>
            {t('tags')}
          </h2>
          <ul className={styles.tags}>
            {extras.tags.map((tag) => (
              <li key={tag.name}>
                <Link
                  href={blogHref({ page: 1, tag: tag.name })}
                  className={styles.tag}
                  aria-current={params?.tag === tag.name ? 'page' : undefined}
                  lang={lang}
                >
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
