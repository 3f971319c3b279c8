import 'server-only';
import { call } from './call';
import { fail, ok, type Result } from './result';
import {
  detailSchema,
  helpArticlesSchema,
  helpCategoriesSchema,
  storesSchema,
  webPageRowSchema,
  type FaqEntry,
  type WebPage,
} from './schemas/content';
import { METHODS } from './methods';

/**
 * The CMS calls for pages, stores and the FAQ (docs/backend/content.md). The back-end serves its
 * content in one language whatever the request says, so public reads send no locale and share one
 * cache entry. The blog and its comments: lib/backend/blog.ts. Newsletter and contact form:
 * lib/backend/newsletter-contact.ts.
 */
const MINUTE = 60;

/** A CMS page by its slug (`web-page/<slug>`); unpublished pages are served too, so they are not found here. */
export async function getWebPage(slug: string): Promise<Result<WebPage>> {
  const result = await call({
    path: METHODS.webPage,
    params: { route: `web-page/${slug}` },
    schema: detailSchema(webPageRowSchema),
    cache: { revalidate: 10 * MINUTE, tags: ['pages'] },
  });
  if (!result.ok) return result;
  if (!('data' in result.data) || !result.data.data.published) return fail({ kind: 'not-found' });
  return ok(result.data.data);
}

/** Optional `get_stores`; without it the stores page shows the `where-we-are` web page. */
export function getStores() {
  return call({
    path: METHODS.stores,
    schema: storesSchema,
    cache: { revalidate: 10 * MINUTE, tags: ['stores'] },
  });
}

/** The FAQ: published Help Articles under their Help Category's name. */
export async function getFaq(): Promise<Result<FaqEntry[]>> {
  const cache = { revalidate: 10 * MINUTE, tags: ['faq'] };
  const [articles, categories] = await Promise.all([
    call({
      path: 'resource:Help Article',
      params: {
        fields: ['name', 'title', 'category', 'content'],
        filters: [['published', '=', 1]],
        order_by: 'idx asc',
        limit_page_length: 0,
      },
      schema: helpArticlesSchema,
      cache,
    }),
    call({
      path: 'resource:Help Category',
      params: { fields: ['name', 'category_name'], filters: [['published', '=', 1]], limit_page_length: 0 },
      schema: helpCategoriesSchema,
      cache,
    }),
  ]);
  if (!articles.ok) return articles;
  const names = new Map(categories.ok ? categories.data.map((c) => [c.name, c.category_name]) : []);
  return ok(
    articles.data.map((a) => ({
      name: a.name,
      topic: names.get(a.category) ?? a.category,
      question: a.title,
      answerHtml: a.content,
    })),
  );
}
