import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogPostDetail } from '@/lib/backend/schemas/content';
import { formatDate } from '@/lib/format';
import { sanitizeRichText } from '@/lib/sanitize';
import { Icon } from '@/components/ui/icon';
import { blogHref, blogPostHref } from './blog-params';
import { CommentsThread } from './comments-thread';
import styles from './blog-post.module.css';
import prose from './prose.module.css';

/** A blog post (`/pages/single/{route}`): header, cover, sanitised content, tags, neighbours, comments. */
export async function BlogPost({ post, locale }: { post: BlogPostDetail; locale: string }) {
  const t = await getTranslations('Blog');
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        <p className={styles.meta}>
          {post.blog_category && (
            <Link href={blogHref({ page: 1, category: post.blog_category })} className={styles.category}>
              {post.blog_category_title}
            </Link>
          )}
          {post.published_on && <time dateTime={post.published_on}>{formatDate(locale, post.published_on, { dateStyle: 'long' })}</time>}
          {post.read_time > 0 && <span>{t('readTime', { minutes: post.read_time })}</span>}
        </p>
        <h1 id="post-title" className={styles.title}>
          {post.title}
        </h1>
        {post.blogger && <p className={styles.author}>{t('byAuthor', { name: post.blogger })}</p>}
      </header>
      {post.cover_image && (
        // eslint-disable-next-line @next/next/no-img-element -- SVG cover from the back-end's /files, nothing to optimise
        <img src={post.cover_image} alt="" width={800} height={500} fetchPriority="high" className={styles.cover} />
      )}
      {post.blog_intro && <p className={styles.intro}>{post.blog_intro}</p>}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(post.content) }} />
      {post.tags.length > 0 && (
        <div className={styles.tags}>
          <h2 className="visually-hidden">{t('tags')}</h2>
          <ul>
            {post.tags.map((tag) => (
              <li key={tag.name}>
                <Link href={blogHref({ page: 1, tag: tag.name })} className={styles.tag}>
                  #{tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(post.previous_post || post.next_post) && (
        <nav className={styles.neighbours} aria-label={t('morePosts')}>
          {post.previous_post ? (
            <Link href={blogPostHref(post.previous_post.route)} className={styles.neighbour} rel="prev">
              <span className={styles.direction}>
                <Icon name="chevron-left" size={16} />
                {t('previousPost')}
              </span>
              <span className={styles.neighbourTitle}>{post.previous_post.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {post.next_post ? (
            <Link href={blogPostHref(post.next_post.route)} className={`${styles.neighbour} ${styles.next}`} rel="next">
              <span className={styles.direction}>
                {t('nextPost')}
                <Icon name="chevron-right" size={16} />
              </span>
              <span className={styles.neighbourTitle}>{post.next_post.title}</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <CommentsThread route={post.route} comments={post.comments} />
    </article>
  );
}
