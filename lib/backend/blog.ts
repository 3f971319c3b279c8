import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { shelf } from '@/lib/cache/shelves';
import { call, type CallOptions } from './call';
import { readServerMessage } from './frappe-error';
import { fail, ok, type Result } from './result';
import {
  addedCommentSchema,
  blogCategorySchema,
  blogListSchema,
  blogMetaSchema,
  bloggerSchema,
  blogPostRowSchema,
  commentsSchema,
  countSchema,
  detailSchema,
  type BlogComment,
  type BlogPost,
} from './schemas/content';
import { METHODS } from './methods';

/**
 * The blog's calls: posts, categories, authors, tags and comments (docs/backend/content.md).
 * Public reads send no locale and share one cache entry (the back-end's content has one
 * language). Calls the back-end limits per IP (comments) forward the shopper's IP.
 */
const PUBLIC = shelf('blog');

/** Cache tag of one post's comments: posting a comment refreshes it. */
export const commentsTag = (postName: string) => shelf('blog-comments', postName).tags[1]!;

export const BLOG_PAGE_SIZE = 6;

export interface BlogQuery {
  page?: number;
  limit?: number;
  category?: string;
  /** Only these posts (a tag's posts). */
  names?: string[];
}

/**
 * How a read is kept: on the blog's shelf, or (the proxy's, which has no data cache) read fresh,
 * answering within seconds.
 */
type Read = Pick<CallOptions<z.ZodType>, 'cache' | 'timeoutMs'>;
const SHELVED: Read = { cache: PUBLIC };
export const FRESH: Read = { cache: 'no-store', timeoutMs: 3_000 };

/** Drafts come too unless asked for published posts only. */
function blogFilters({ category, names }: BlogQuery) {
  return { published: 1, ...(category ? { blog_category: category } : {}), ...(names ? { name: ['in', names] } : {}) };
}

export async function listBlogPosts(query: BlogQuery = {}): Promise<Result<BlogPost[]>> {
  const result = await call({
    path: METHODS.blogPosts,
    method: 'POST',
    params: { limit: query.limit ?? BLOG_PAGE_SIZE, page: query.page ?? 1, filters: blogFilters(query) },
    schema: blogListSchema,
    cache: PUBLIC,
  });
  if (!result.ok) return result;
  // The method reports its failures as a 200 with `error`.
  if (result.data.error) {
    log.warn('blog.list-failed', { error: result.data.error.slice(0, 200) });
    return fail({ kind: 'unavailable', message: result.data.error });
  }
  return ok(result.data.data);
}

/** The list's total: the list method's `count` is only this page's rows. */
export function countBlogPosts(query: Pick<BlogQuery, 'category' | 'names'> = {}, read = SHELVED) {
  return call({
    path: METHODS.count,
    params: { doctype: 'Blog Post', filters: blogFilters(query) },
    schema: countSchema,
    ...read,
  });
}

/** A published post by its full route (`blog/<category>/<slug>`); a draft is not found. */
export async function getBlogPost(route: string): Promise<Result<BlogPost>> {
  const result = await call({
    path: METHODS.blogPost,
    params: { route },
    schema: detailSchema(blogPostRowSchema),
    cache: PUBLIC,
  });
  if (!result.ok) return result;
  if (!('data' in result.data) || !result.data.data.published) return fail({ kind: 'not-found' });
  return ok(result.data.data);
}

/** A published post by its name (the slug of the links from before posts had category routes). */
export async function findBlogPost(name: string): Promise<Result<BlogPost>> {
  const result = await listBlogPosts({ limit: 1, names: [name] });
  if (!result.ok) return result;
  return result.data[0] ? ok(result.data[0]) : fail({ kind: 'not-found' });
}

export function listBlogCategories() {
  return call({
    path: 'resource:Blog Category',
    params: { fields: ['name', 'title', 'description'], filters: [['published', '=', 1]], limit_page_length: 0 },
    schema: blogCategorySchema,
    cache: PUBLIC,
  });
}

/** Author names by blogger id (a post carries only the id). */
export async function listBloggerNames(): Promise<Result<Map<string, string>>> {
  const result = await call({
    path: 'resource:Blogger',
    params: { fields: ['name', 'full_name'], limit_page_length: 0 },
    schema: bloggerSchema,
    cache: PUBLIC,
  });
  return result.ok ? ok(new Map(result.data.map((b) => [b.name, b.full_name]))) : result;
}

/** Optional `get_blog_meta`: the tags and their posts. Without it tags are not shown. */
export async function listBlogTags(read = SHELVED) {
  const result = await call({ path: METHODS.blogMeta, schema: blogMetaSchema, ...read });
  return result.ok ? ok(result.data.tags) : result;
}

/**
 * A post's published comments. The optional `get_comments` gives replies their parent; without it
 * Frappe's Comment resource gives a flat list (and the shop offers no replies). Only the name,
 * the text and the date are asked for: commenters' e-mails never leave the back-end.
 */
export async function listComments(postName: string): Promise<Result<{ comments: BlogComment[]; replies: boolean }>> {
  const cache = shelf('blog-comments', postName);
  const threaded = await call({
    path: METHODS.blogComments,
    params: { reference_name: postName },
    schema: commentsSchema,
    cache,
  });
  if (threaded.ok) return ok({ comments: threaded.data, replies: true });
  const flat = await call({
    path: 'resource:Comment',
    params: {
      fields: ['name', 'comment_by', 'content', 'creation'],
      filters: [
        ['reference_doctype', '=', 'Blog Post'],
        ['reference_name', '=', postName],
        ['comment_type', '=', 'Comment'],
        ['published', '=', 1],
      ],
      order_by: 'creation asc',
      limit_page_length: 0,
    },
    schema: commentsSchema,
    cache,
  });
  return flat.ok ? ok({ comments: flat.data, replies: false }) : flat;
}

export interface NewComment {
  post: Pick<BlogPost, 'name' | 'route'>;
  comment: string;
  by: string;
  email: string;
  /** Only with the optional threaded method. */
  replyTo?: string;
}

/**
 * Frappe's own comment method, or the optional one when answering a comment. Frappe answers a
 * refused text (links, e-mails, empty) with a 200 `false` and its reason in `_server_messages`.
 */
export async function addComment(input: NewComment, clientIp?: string): Promise<Result<true>> {
  if (input.replyTo) {
    const reply = await call({
      path: METHODS.addBlogComment,
      method: 'POST',
      params: {
        reference_name: input.post.name,
        comment: input.comment,
        comment_by: input.by,
        comment_email: input.email,
        reply_to: input.replyTo,
      },
      schema: z.unknown(),
      clientIp,
    });
    return reply.ok ? ok(true) : reply;
  }
  const result = await call({
    path: METHODS.pageComment,
    method: 'POST',
    params: {
      comment: input.comment,
      comment_email: input.email,
      comment_by: input.by,
      reference_doctype: 'Blog Post',
      reference_name: input.post.name,
      route: input.post.route,
    },
    schema: addedCommentSchema,
    unwrap: 'body',
    clientIp,
  });
  if (!result.ok) return result;
  if (result.data.message === false)
    return fail({ kind: 'rejected', message: readServerMessage({ _server_messages: result.data._server_messages }) });
  return ok(true);
}
