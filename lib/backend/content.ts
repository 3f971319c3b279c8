import 'server-only';
import { call } from './call';
import {
  addedCommentSchema,
  blogListSchema,
  blogMetaSchema,
  blogPostDetailSchema,
  contactAnswerSchema,
  contentPageSchema,
  faqSchema,
  newsletterAnswerSchema,
  storesSchema,
} from './schemas/content';

/**
 * The CMS app's calls (issue 7). Public reads are cached per locale (the locale travels as
 * Accept-Language); mutations are never cached and send the shopper's JWT only where the
 * back-end uses it (comments: a signed-in shopper's comment is published at once).
 */
const MINUTE = 60;
const BLOG = 'omnicommerce.controllers.blog';
const PAGES = 'omnicommerce.controllers.content';

/** Cache tag of one post (its comments included): the comment action refreshes it. */
export const blogPostTag = (route: string) => `blog-post:${route}`;

export interface BlogFilters {
  blog_category?: string;
  tag?: string;
}

export const BLOG_PAGE_SIZE = 6;

export function listBlogPosts(locale: string, { page = 1, limit = BLOG_PAGE_SIZE, filters = {} }: { page?: number; limit?: number; filters?: BlogFilters } = {}) {
  const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === 'string' && v !== ''));
  return call({
    path: `${BLOG}.get_blog_post`,
    params: { page, limit, filters: Object.keys(active).length ? active : undefined },
    schema: blogListSchema,
    locale,
    cache: { revalidate: 5 * MINUTE, tags: ['blog'] },
  });
}

export async function getBlogPost(locale: string, route: string) {
  const result = await call({
    path: `${BLOG}.get_blog_post_detail`,
    params: { route },
    schema: blogPostDetailSchema,
    locale,
    cache: { revalidate: 5 * MINUTE, tags: ['blog', blogPostTag(route)] },
  });
  return result.ok ? { ok: true as const, data: result.data.data } : result;
}

export function getBlogMeta(locale: string) {
  return call({
    path: `${BLOG}.get_blog_meta`,
    schema: blogMetaSchema,
    locale,
    cache: { revalidate: 5 * MINUTE, tags: ['blog'] },
  });
}

export interface NewComment {
  route: string;
  comment: string;
  comment_by?: string;
  comment_email?: string;
  reply_to?: string;
}

/** Signed-in shoppers comment under their own name (the JWT decides); guests give name and email. */
export function addBlogComment(locale: string, comment: NewComment) {
  return call({
    path: `${BLOG}.add_comment`,
    method: 'POST',
    params: { ...comment },
    schema: addedCommentSchema,
    locale,
    session: 'optional',
  });
}

export function subscribeNewsletter(locale: string, email: string) {
  return call({
    path: 'omnicommerce.controllers.newsletter.subscribe',
    method: 'POST',
    params: { email },
    schema: newsletterAnswerSchema,
    locale,
  });
}

export function confirmNewsletter(locale: string, email: string, token: string) {
  return call({
    path: 'omnicommerce.controllers.newsletter.confirm_subscription',
    method: 'POST',
    params: { email, token },
    schema: newsletterAnswerSchema,
    locale,
  });
}

export interface ContactMessage {
  full_name: string;
  email: string;
  subject: string;
  message: string;
}

export function sendContactMessage(locale: string, input: ContactMessage) {
  return call({
    path: 'omnicommerce.controllers.contact.send_message',
    method: 'POST',
    params: { ...input },
    schema: contactAnswerSchema,
    locale,
  });
}

export function getContentPage(locale: string, route: string) {
  return call({
    path: `${PAGES}.get_page`,
    params: { route },
    schema: contentPageSchema,
    locale,
    cache: { revalidate: 10 * MINUTE, tags: ['pages', `page:${route}`] },
  });
}

export function getFaq(locale: string) {
  return call({ path: `${PAGES}.get_faq`, schema: faqSchema, locale, cache: { revalidate: 10 * MINUTE, tags: ['faq'] } });
}

export function getStores(locale: string) {
  return call({ path: `${PAGES}.get_stores`, schema: storesSchema, locale, cache: { revalidate: 10 * MINUTE, tags: ['stores'] } });
}
