import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogPostSummary } from '@/lib/backend/schemas/content';
import { formatDate } from '@/lib/format';
import { blogHref, blogPostHref } from './blog-params';
import styles from './blog-card.module.css';

/** A post in the blog list: cover, category, date, title, excerpt clamped to 4 lines (spec §9). */
export async function BlogCard({ post, locale, priority = false }: { post: BlogPostSummary; locale: string; priority?: boolean }) {
  const t = await getTranslations('Blog');
  const href = blogPostHref(post.route);
  const titleId = `post-${post.route}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {post.cover_image && (
        <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG cover from the back-end's /files, nothing to optimise */}
          <img src={post.cover_image} alt="" width={800} height={500} loading={priority ? 'eager' : 'lazy'} decoding="async" className={styles.image} />
        </Link>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {post.blog_category && (
            <Link href={blogHref({ page: 1, category: post.blog_category })} className={styles.category}>
              {post.blog_category_title}
            </Link>
          )}
          {post.published_on && <time dateTime={post.published_on}>{formatDate(locale, post.published_on, { dateStyle: 'long' })}</time>}
        </p>
        <h2 id={titleId} className={styles.title}>
          <Link href={href}>{post.title}</Link>
        </h2>
        <p className={styles.excerpt}>{post.blog_intro}</p>
        <p className={styles.footer}>
          <Link href={href} className={styles.more} aria-describedby={titleId}>
            {t('readMore')}
          </Link>
          <span className={styles.facts}>
            {post.read_time > 0 && <span>{t('readTime', { minutes: post.read_time })}</span>}
            <span>{t('commentCount', { count: post.comment_count })}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
