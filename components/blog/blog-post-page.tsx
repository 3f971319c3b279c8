import { getTranslations } from 'next-intl/server';
import type { BlogPost as BlogPostData } from '@/lib/backend/schemas/content';
import { listComments } from '@/lib/backend/blog';
import { sanitizeRichText } from '@/lib/sanitize';
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { siteUrl } from '@/lib/env';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { JsonLd } from '@/components/ui/json-ld';
import { BlogLayout } from './blog-layout';
import { BlogPost } from './blog-post';
import { BlogSidebar } from './blog-sidebar';
import { categoryTitle, loadBlogExtras } from '@/lib/blog/blog-data';
import { blogPostHref } from '@/lib/blog/params';
import { CommentsThread } from './comments-thread';
import { CommentsIntl } from './comments-intl';

/** A post's page: structured data, breadcrumb, the post, its comments and the blog's sidebar. */
export async function BlogPostPage({ post, locale }: { post: BlogPostData; locale: string }) {
  const [t, extras, comments] = await Promise.all([getTranslations('Blog'), loadBlogExtras(), listComments(post.name)]);
  const base = siteUrl();
  const author = extras.authors.get(post.blogger) ?? null;
  const tags = extras.tags.filter((tag) => tag.posts.includes(post.name));
  const home = { label: t('home'), href: '/' };
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: post.title,
          description: post.description,
          url: `${base}${blogPostHref(post.route)}`,
          image: absoluteUrl(post.cover, base),
          author: author ?? 'Bottega',
          published: post.publishedOn,
          publisher: 'Bottega',
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: home.label, url: `${base}/` },
          { name: t('title'), url: `${base}/pages/blog` },
          { name: post.title },
        ])}
      />
      <div className="container">
        <Breadcrumb items={[home, { label: t('title'), href: '/pages/blog' }, { label: post.title }]} />
      </div>
      <BlogLayout sidebar={<BlogSidebar extras={extras} locale={locale} />}>
        <BlogPost
          post={post}
          author={author}
          categoryTitle={categoryTitle(extras, post.category)}
          tags={tags}
          locale={locale}
        >
          <CommentsIntl>
            <CommentsThread
              route={post.route}
              closed={post.commentsClosed}
              unavailable={!comments.ok}
              replies={comments.ok && comments.data.replies}
              comments={
                comments.ok ? comments.data.comments.map((c) => ({ ...c, html: sanitizeRichText(c.html) })) : []
              }
              locale={locale}
            />
          </CommentsIntl>
        </BlogPost>
      </BlogLayout>
    </>
  );
}
