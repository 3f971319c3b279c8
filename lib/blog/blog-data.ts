import 'server-only';
import { countBlogPosts, listBlogCategories, listBloggerNames, listBlogPosts, listBlogTags } from '@/lib/backend/blog';
import type { BlogPost, BlogTag } from '@/lib/backend/schemas/content';

/**
 * What the blog's sidebar and cards need besides the posts, read through the real back-end's
 * stand-ins: categories from Blog Category with counts from get_count, recent posts from the list,
 * author names from Blogger. Tags need the optional get_blog_meta: without it there are none, and
 * nothing about tags is shown. Each part that fails is simply left out.
 */
interface BlogCategoryCount {
  name: string;
  title: string;
  count: number;
}

export interface BlogExtras {
  categories: BlogCategoryCount[];
  recent: BlogPost[];
  tags: BlogTag[];
  authors: Map<string, string>;
}

const RECENT_POSTS = 3;

export async function loadBlogExtras(): Promise<BlogExtras> {
  const [categories, recent, tags, authors] = await Promise.all([
    listBlogCategories(),
    listBlogPosts({ limit: RECENT_POSTS }),
    listBlogTags(),
    listBloggerNames(),
  ]);
  const counted = categories.ok
    ? await Promise.all(
        categories.data.map(async (c) => {
          const count = await countBlogPosts({ category: c.name });
          return { name: c.name, title: c.title, count: count.ok ? count.data : 0 };
        }),
      )
    : [];
  return {
    categories: counted.filter((c) => c.count > 0),
    recent: recent.ok ? recent.data : [],
    tags: tags.ok ? tags.data : [],
    authors: authors.ok ? authors.data : new Map(),
  };
}

export function categoryTitle(extras: BlogExtras, name: string): string {
  return extras.categories.find((c) => c.name === name)?.title ?? name;
}

export function tagLabel(extras: BlogExtras, name: string): string {
  return extras.tags.find((t) => t.name === name)?.label ?? name;
}

/** What a list is of, as its title says it: the category's or the tag's name, or nothing for the whole blog. */
export function listSubject(extras: BlogExtras, list: { category?: string; tag?: string }): string | null {
  if (list.category) return categoryTitle(extras, list.category);
  return list.tag ? tagLabel(extras, list.tag) : null;
}
