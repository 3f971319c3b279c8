import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogPost as BlogPostData, BlogTag } from '@/lib/backend/schemas/content';
import { contentLang } from '@/lib/content-lang';
import { formatDate } from '@/lib/format';
import { bodyHtml } from '@/lib/content/body-html';
import { blogHref } from '@/lib/blog/params';
import styles from './blog-post.module.css';
import prose from '@/components/content/prose.module.css';

/**
 * A blog post: header, cover, the body in whatever format the back-end stores it (rendered and
 * sanitised), its tags when the back-end has them, then what follows it (the comments).
 */
export async function BlogPost({
  post,
  author,
  categoryTitle,
  tags,
  locale,
  children,
}: {
  post: BlogPostData;
  author: string | null;
  categoryTitle: string;
  tags: BlogTag[];
  locale: string;
  children: ReactNode;
}) {
  const t = await getTranslations('Blog');
  const lang = contentLang(locale);
  return (
    <article className={styles.post} aria-labelledby="post-title">
      <header className={styles.header}>
        <p className={styles.meta}>
          {post.category && (
            <Link href={blogHref({ page: 1, category: post.category })} className={styles.category} lang={lang}>
              {categoryTitle}
            </Link>
          )}
          {post.publishedOn && (
            <time dateTime={post.publishedOn}>{formatDate(locale, post.publishedOn, { dateStyle: 'long' })}</time>
          )}
          {post.readTime > 0 && <span>{t('readTime', { minutes: post.readTime })}</span>}
        </p>
        <h1 id="post-title" className={styles.title} lang={lang}>
          {post.title}
        </h1>
        {author && <p className={styles.author}>{t('byAuthor', { name: author })}</p>}
      </header>
      {post.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- a cover from the back-end's /files, of any size
        <img src={post.cover} alt="" width={800} height={500} fetchPriority="high" className={styles.cover} />
      )}
      {post.intro && (
        <p className={styles.intro} lang={lang}>
          {post.intro}
        </p>
      )}
      <div className={prose.prose} lang={lang} dangerouslySetInnerHTML={{ __html: bodyHtml(post.body) }} />
      {tags.length > 0 && (
        <div className={styles.tags}>
          <h2 className="visually-hidden">{t('tags')}</h2>
          <ul>
            {tags.map((tag) => (
              <li key={tag.name}>
                <Link href={blogHref({ page: 1, tag: tag.name })} className={styles.tag} lang={lang}>
                  #{tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </article>
  );
}
