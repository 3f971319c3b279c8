import { z } from 'zod';
import { flag, lenientArray, text } from './common';

/**
 * Shapes of the back-end's CMS answers (docs/backend/content.md): raw Blog Post and Web Page rows,
 * Frappe's Comment, Blog Category, Blogger and Help Article resources, the newsletter and contact
 * answers, and the optional (extended) methods' shapes. Rows are turned into the shop's words here,
 * once, so components never read a Frappe column.
 */

/** A body in the field its `content_type` names: Markdown is rendered, HTML and Rich Text sanitised. */
export interface Body {
  format: 'markdown' | 'html';
  text: string;
}

const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

function bodyOf(type: string, fields: { rich: string; markdown: string; html: string }): Body {
  if (type === 'Markdown') return { format: 'markdown', text: fields.markdown };
  if (type === 'HTML') return { format: 'html', text: fields.html };
  return { format: 'html', text: fields.rich };
}

/** `blog/<category>/<slug>`: the only route shape the storefront maps to its own URLs. */
export const BLOG_ROUTE = /^blog\/[a-z0-9][a-z0-9-]{0,80}\/[a-z0-9][a-z0-9-]{0,160}$/;

export const blogPostRowSchema = z
  .object({
    name: z.string().min(1),
    title: z.string().min(1),
    route: z.string().regex(BLOG_ROUTE),
    blog_category: nullableText,
    blogger: nullableText,
    published: flag,
    published_on: nullableText,
    blog_intro: nullableText,
    content_type: nullableText,
    content: nullableText,
    content_md: nullableText,
    content_html: nullableText,
    meta_image: z
      .string()
      .nullish()
      .transform((v) => v || null),
    meta_title: nullableText,
    meta_description: nullableText,
    read_time: z.coerce.number().int().min(0).catch(0),
    disable_comments: flag,
  })
  .transform((row) => ({
    name: row.name,
    title: row.title,
    route: row.route,
    category: row.blog_category,
    blogger: row.blogger,
    published: row.published,
    publishedOn: row.published_on,
    intro: row.blog_intro,
    description: row.meta_description || row.blog_intro,
    body: bodyOf(row.content_type, { rich: row.content, markdown: row.content_md, html: row.content_html }),
    cover: row.meta_image,
    readTime: row.read_time,
    commentsClosed: row.disable_comments,
  }));
export type BlogPost = z.infer<typeof blogPostRowSchema>;

/** `get_blog_post`: `count` is the rows of this page; a failure is a 200 with `error`. */
export const blogListSchema = z.object({
  data: lenientArray(blogPostRowSchema),
  count: z.coerce.number().int().min(0).catch(0),
  error: z.string().optional(),
});

/** `get_blog_post_detail` and `get_web_page_detail`: `{data}`, or a 200 `{error}` for an unknown route. */
export const detailSchema = <T extends z.ZodType>(row: T) =>
  z.union([z.object({ data: row }), z.object({ error: z.string() })]);

export const countSchema = z.coerce.number().int().min(0);

export const blogCategorySchema = lenientArray(
  z.object({ name: z.string().min(1), title: z.string().min(1), description: nullableText }),
);

export const bloggerSchema = lenientArray(z.object({ name: z.string().min(1), full_name: z.string().min(1) }));

/**
 * A published comment as the shopper sees it: never the commenter's e-mail (the Comment resource
 * has it; it is not asked for). `replyTo` comes only from the optional threaded method.
 */
const commentSchema = z
  .object({
    name: z.union([z.string(), z.number()]).transform(String),
    comment_by: z.string().min(1),
    content: z.string(),
    creation: nullableText,
    reply_to: z.string().nullish(),
  })
  .transform((c) => ({ name: c.name, by: c.comment_by, html: c.content, at: c.creation, replyTo: c.reply_to ?? null }));
export type BlogComment = z.infer<typeof commentSchema>;
export const commentsSchema = lenientArray(commentSchema);

/** Frappe's `add_comment`: the new comment's HTML, or `false` with the reason in `_server_messages`. */
export const addedCommentSchema = z.object({
  message: z.union([z.string(), z.literal(false)]),
  _server_messages: z.string().optional(),
});

/** Extended `get_blog_meta`: tags with the names of their posts (the list filters by `name in`). */
export const blogMetaSchema = z.object({
  tags: lenientArray(
    z.object({
      name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/),
      label: z.string().min(1),
      posts: z.array(z.string()).catch([]),
    }),
  ),
});
export type BlogTag = z.infer<typeof blogMetaSchema>['tags'][number];

export const newsletterAnswerSchema = z.object({ status: z.string(), message: text });

/** `frappe.www.contact.send_message` returns nothing: Frappe's `{}`. */
export const contactAnswerSchema = z.object({}).loose();

export const webPageRowSchema = z
  .object({
    title: z.string().min(1),
    route: z.string().min(1),
    published: flag,
    content_type: nullableText,
    main_section: nullableText,
    main_section_md: nullableText,
    main_section_html: nullableText,
    meta_description: nullableText,
    modified: nullableText,
  })
  .transform((row) => ({
    title: row.title,
    route: row.route,
    published: row.published,
    description: row.meta_description,
    body: bodyOf(row.content_type, {
      rich: row.main_section,
      markdown: row.main_section_md,
      html: row.main_section_html,
    }),
    modified: row.modified.slice(0, 10),
  }));
export type WebPage = z.infer<typeof webPageRowSchema>;

export const helpArticlesSchema = lenientArray(
  z.object({ name: z.string().min(1), title: z.string().min(1), category: nullableText, content: z.string() }),
);
export const helpCategoriesSchema = lenientArray(
  z.object({ name: z.string().min(1), category_name: z.string().min(1) }),
);

export interface FaqEntry {
  name: string;
  topic: string;
  question: string;
  answerHtml: string;
}

/** Extended `get_stores`: the shop's locations as data. */
export const storesSchema = lenientArray(
  z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    address_line1: z.string().min(1),
    pincode: text,
    city: z.string().min(1),
    province: text,
    country: text,
    phone: text,
    email_id: text,
    latitude: z.coerce.number().min(-90).max(90).nullish().catch(null),
    longitude: z.coerce.number().min(-180).max(180).nullish().catch(null),
    opening_hours: lenientArray(
      z.object({
        days: z.string().min(1),
        hours: z
          .string()
          .nullish()
          .transform((v) => v || null),
      }),
    ),
    services: lenientArray(z.string()),
  }),
);
export type Store = z.infer<typeof storesSchema>[number];
