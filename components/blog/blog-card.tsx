import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogPost } from '@/lib/backend/schemas/content';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import { blogHref, blogPostHref } from '@/lib/blog/params';
import { excerpt } from '@/lib/domain/excerpt';
import styles from './blog-card.module.css';

/** About four lines of a card, which CSS clamps to (--blog-excerpt-lines): the rest is never seen. */
const EXCERPT_MAX = 240;

/** A post in the blog list: cover, category, date, title, excerpt clamped to 4 lines. */
export async function BlogCard({
  post,
  categoryTitle,
  locale,
  priority = false,
}: {
  post: BlogPost;
  categoryTitle: string;
  locale: string;
  priority?: boolean;
}) {
  const t = await getTranslations('Blog');
  const href = blogPostHref(post.route);
  const titleId = `post-${post.name}`;
  const lang = contentLang(locale);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {post.cover && (
        <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- a cover from the back-end's /files, of any size */}
          <img
            src={post.cover}
            alt=""
            width={800}
            height={500}
            loading={priority ? 'eager' : 'lazy'}
            // The first covers are the list's largest paint: asked for before the page's scripts.
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={styles.image}
          />
        </Link>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {post.category && (
            <Link href={blogHref({ page: 1, category: post.category })} className={styles.category} lang={lang}>
              {categoryTitle}
            </Link>
          )}
          {post.publishedOn && (
            <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn, { dateStyle: 'long' })}</time>
          )}
        </p>
        <h2 id={titleId} className={styles.title} lang={lang}>
          <Link href={href}>{post.title}</Link>
        </h2>
        <p className={styles.excerpt} lang={lang}>
          {excerpt(post.intro, EXCERPT_MAX)}
        </p>
        <p className={styles.footer}>
          {/* The post's title is part of the link's text: "Read more" alone says nowhere where it goes (search engines and screen-reader link lists). */}
          <Link href={href} className={styles.more}>
            {t('readMore')}
            <span className="visually-hidden" lang={lang}>
              : {post.title}
            </span>
          </Link>
          <span className={styles.facts}>
            {post.readTime > 0 && <span>{t('readTime', { minutes: post.readTime })}</span>}
          </span>
        </p>
      </div>
    </article>
  );
}
