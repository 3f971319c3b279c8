import { describedPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseBlogParams } from '@/lib/blog/params';
import { loadBlogExtras } from '@/lib/blog/blog-data';
import { blogPagePosts } from '@/lib/blog/page-posts';
import { PageHeader } from '@/components/content/page-header';
import { BlogList } from '@/components/blog/blog-list';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { BlogLayout } from '@/components/blog/blog-layout';
import { perRequest } from '@/components/ui/per-request';

export const generateMetadata = describedPage('Blog', '/pages/blog');

/** `/pages/blog`: published posts by category or tag, a page at a time, with the sidebar. */
async function BlogPage({ params, searchParams }: PageProps<'/[locale]/pages/blog'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const query = parseBlogParams(await searchParams);
  const extras = await loadBlogExtras();
  const [posts, total] = await blogPagePosts(query, extras);

  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <BlogLayout sidebar={<BlogSidebar extras={extras} params={query} locale={locale} />}>
        <BlogList posts={posts} total={total.ok ? total.data : null} params={query} extras={extras} locale={locale} />
      </BlogLayout>
    </>
  );
}

export default perRequest(BlogPage);
