import { z } from 'zod';
import { lenientArray, text } from './common';

/** Shapes of the CMS app's answers (issue 7): blog, newsletter, contact, pages, FAQ, stores. */

const count = z.coerce.number().int().min(0).catch(0);

export const blogTagSchema = z.object({ name: z.string().min(1), label: text, count: count.optional() });

const summaryShape = z.object({
  route: z.string().regex(/^[a-z0-9][a-z0-9-]{0,160}$/),
  title: z.string().min(1),
  blog_intro: text,
  blog_category: text,
  blog_category_title: text,
  tags: lenientArray(blogTagSchema),
  blogger: text,
  published_on: text,
  read_time: z.coerce.number().int().min(0).catch(0),
  cover_image: z.string().nullish().transform((v) => v || null),
  comment_count: count,
});

/** A category title or tag label the back-end left empty falls back to its name. */
function withLabels<T extends z.infer<typeof summaryShape>>(p: T): T {
  return { ...p, blog_category_title: p.blog_category_title || p.blog_category, tags: p.tags.map((t) => ({ ...t, label: t.label || t.name })) };
}

export const blogPostSummarySchema = summaryShape.transform(withLabels);
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListSchema = z.object({
  data: lenientArray(blogPostSummarySchema),
  count,
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogCommentSchema = z.object({
  name: z.union([z.string(), z.number()]).transform(String),
  reply_to: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  comment_by: z.string().min(1),
  comment: z.string().min(1),
  creation: text,
  is_shopper: z.boolean().catch(false).optional(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

const neighbourSchema = z.object({ route: z.string().min(1), title: z.string().min(1) }).nullish().catch(null);

export const blogPostDetailSchema = z.object({
  data: summaryShape
    .extend({
      content: text,
      comments: lenientArray(blogCommentSchema),
      previous_post: neighbourSchema,
      next_post: neighbourSchema,
    })
    .transform(withLabels),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>['data'];

export const blogMetaSchema = z.object({
  categories: lenientArray(z.object({ name: z.string().min(1), title: text, count })),
  tags: lenientArray(blogTagSchema),
  recent: lenientArray(blogPostSummarySchema),
});
export type BlogMeta = z.infer<typeof blogMetaSchema>;

export const addedCommentSchema = z.object({
  status: z.string(),
  message: text,
  comment: blogCommentSchema.nullish().catch(null),
});

/** `{status, message}` of the newsletter calls: pending, subscribed or already-subscribed. */
export const newsletterAnswerSchema = z.object({
  status: z.string().min(1),
  message: text,
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

export const contactAnswerSchema = z.object({
  status: z.string().catch('sent'),
  name: text,
  message: text,
});

export const contentPageSchema = z.object({
  route: z.string().min(1),
  title: z.string().min(1),
  intro: text,
  content: text,
  modified: text,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqSchema = lenientArray(
  z.object({
    name: z.union([z.string(), z.number()]).transform(String),
    category: text,
    question: z.string().min(1),
    answer: z.string().min(1),
  }),
);
export type FaqEntry = z.infer<typeof faqSchema>[number];

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
    opening_hours: lenientArray(z.object({ days: z.string().min(1), hours: z.string().nullish().transform((v) => v || null) })),
    services: lenientArray(z.string()),
  }),
);
export type Store = z.infer<typeof storesSchema>[number];
