import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BLOG_PAGE_SIZE, getBlogMeta, listBlogPosts } from '@/lib/backend/content';
import { parseBlogParams } from '@/components/content/blog-params';
import { PageHeader } from '@/components/content/page-header';
import { BlogList } from '@/components/content/blog-list';
import { BlogSidebar } from '@/components/content/blog-sidebar';
import { BlogLayout } from '@/components/content/blog-layout';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/blog'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return { title: t('title'), description: t('lead'), alternates: { canonical: '/pages/blog' } };
}

/** `/pages/blog` (issue 7): posts with excerpts, categories, tags, recent posts and pagination. */
export default async function BlogPage({ params, searchParams }: PageProps<'/[locale]/pages/blog'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const query = parseBlogParams(await searchParams);
  const [posts, meta] = await Promise.all([
    listBlogPosts(locale, { page: query.page, limit: BLOG_PAGE_SIZE, filters: { blog_category: query.category, tag: query.tag } }),
    getBlogMeta(locale),
  ]);

  return (
    <>
      <PageHeader crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]} title={t('title')} lead={t('lead')} />
      <BlogLayout sidebar={meta.ok ? <BlogSidebar meta={meta.data} params={query} locale={locale} /> : null}>
        <BlogList result={posts} params={query} meta={meta.ok ? meta.data : null} locale={locale} />
      </BlogLayout>
    </>
  );
}
