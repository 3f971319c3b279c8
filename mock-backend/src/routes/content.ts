/**
 * The CMS side of the mock, answering as the real back-end does (docs/backend/content.md): content
 * is stored in one language (Italian) and served whatever Accept-Language says.
 *
 * Real profile
 *   omnicommerce.controllers.blog.get_blog_post (POST, JSON: limit, page, filters) → {data: [Blog Post rows], count: rows in this page}
 *   omnicommerce.controllers.blog.get_blog_post_detail (GET: route)                → {data: Blog Post row} | 200 {error}
 *   frappe.client.get_count (doctype Blog Post | Comment, filters)                  → n
 *   frappe.templates.includes.comments.comments.add_comment (six arguments)         → HTML snippet | false + _server_messages
 *   omnicommerce.controllers.newsletter.subscribe (email, email_group)              → {status, message}; mails a signed link
 *   omnicommerce.controllers.newsletter.confirm_subscription (signed GET)           → {status, message} | 200 text/html "Invalid Link"
 *   frappe.www.contact.send_message (sender, message, subject)                      → {}
 *   omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail (GET: route)    → {data: Web Page row} | 200 {error}
 *   resources Blog Category, Blog Post, Blogger (+ /<name>), Comment, Tag Link, Help Article, Help Category
 * Extended profile only (optional methods the real apps lack)
 *   omnicommerce.controllers.blog.get_blog_meta → {categories, tags (with their posts), recent}
 *   omnicommerce.controllers.blog.get_comments (reference_name) → comments with reply_to
 *   omnicommerce.controllers.blog.add_comment (reference_name, comment, comment_by, comment_email, reply_to)
 *   omnicommerce.controllers.contact.send_message (full_name, email, subject, message)
 *   omnicommerce.controllers.content.get_page (route), .get_faq, .get_stores
 * Files: /files/blog/<name>.svg, the posts' cover drawings.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { App, AppContext, MockModule } from '../context';
import { args, frappeError, json, method, notFound, resource, str, validationError, type Args } from '../frappe';
import { sendMail } from '../mail';
import { orderCommentRows } from '../commerce/order-comments';
import {
  aboutUsHtml,
  BLOG_CATEGORIES,
  BLOG_POSTS,
  BLOG_TAGS,
  BLOGGERS,
  bloggerId,
  CATEGORY_DESCRIPTIONS,
  CONTENT_PAGES,
  EXTRA_POSTS,
  FAQS,
  RICH_TEXT_POSTS,
  STORES,
  WHERE_WE_ARE_HTML,
  type SeedPost,
} from './content-data';

const BLOG = 'omnicommerce.controllers.blog';
const NEWSLETTER = 'omnicommerce.controllers.newsletter';
const ADD_COMMENT = 'frappe.templates.includes.comments.comments.add_comment';
const WEB_PAGE = 'omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail';

/** The per-IP limits of the real methods (docs/backend/content.md "rate limits"). */
export const LIMITS = { newsletterPerHour: 10, commentsPerHourPerPost: 5, contactPerHour: 1000 } as const;

const SUPPORT_MAILBOX = 'assistenza@bottega.example';

// Roughly what Frappe's validate_email_address accepts.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}

/** Frappe's Datetime text: "2026-11-23 10:00:00.000000" (a space, no zone). */
function frappeNow(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}.000000`;
}

// ---------------------------------------------------------------------------------------------
// Tables and seed (names prefixed cms_: a data directory from before keeps its old tables apart)
// ---------------------------------------------------------------------------------------------

function migrate(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cms_blog_category (name TEXT PRIMARY KEY, idx INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_blogger (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_blog_post (name TEXT PRIMARY KEY, creation TEXT NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_tag_link (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_comment (
      name TEXT PRIMARY KEY,
      reference_doctype TEXT NOT NULL,
      reference_name TEXT NOT NULL,
      comment_by TEXT NOT NULL,
      comment_email TEXT NOT NULL,
      content TEXT NOT NULL,
      published INTEGER NOT NULL,
      creation TEXT NOT NULL,
      reply_to TEXT
    );
    CREATE TABLE IF NOT EXISTS cms_web_page (route TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_help_category (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_help_article (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_email_group_member (email_group TEXT NOT NULL, email TEXT NOT NULL, PRIMARY KEY (email_group, email));
    CREATE TABLE IF NOT EXISTS cms_communication (id INTEGER PRIMARY KEY, sender TEXT NOT NULL, subject TEXT NOT NULL, content TEXT NOT NULL, creation TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS content_rate_event (bucket TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS content_rate_event_bucket ON content_rate_event (bucket, at);
  `);
  // The content is fixed (no PRNG, no dependency on the catalogue): filled when its tables are empty.
  const empty = (db.prepare('SELECT count(*) AS n FROM cms_blog_post').get() as { n: number }).n === 0;
  if (empty) db.transaction(() => fillContent(db))();
}

/** The columns every Frappe row carries. */
function docFields(name: string, creation: string, idx = 0) {
  return {
    name,
    owner: 'Administrator',
    creation,
    modified: creation,
    modified_by: 'Administrator',
    docstatus: 0,
    idx,
    _user_tags: null,
    _comments: null,
    _assign: null,
    _liked_by: null,
  };
}

function blogPostRow(
  p: {
    name: string;
    category: string;
    blogger: string;
    published: 0 | 1;
    published_on: string;
    read_time: number;
    title: string;
    intro: string;
    disable_comments: 0 | 1;
  },
  body: { type: 'HTML' | 'Rich Text' | 'Markdown'; text: string },
) {
  const creation = `${p.published_on} 08:00:00.000000`;
  return {
    ...docFields(p.name, creation),
    title: p.title,
    blog_category: p.category,
    blogger: p.blogger,
    route: `blog/${p.category}/${p.name}`,
    read_time: p.read_time,
    published_on: p.published_on,
    published: p.published,
    featured: 0,
    hide_cta: 0,
    enable_email_notification: 1,
    disable_comments: p.disable_comments,
    disable_likes: 0,
    blog_intro: p.intro,
    content_type: body.type,
    content: body.type === 'Rich Text' ? body.text : null,
    content_md: body.type === 'Markdown' ? body.text : null,
    content_html: body.type === 'HTML' ? body.text : null,
    email_sent: 0,
    meta_title: p.title,
    meta_description: p.intro.slice(0, 160),
    meta_image: `/files/blog/${p.name}.svg`,
  };
}

function fillContent(db: Database): void {
  const put = (table: string) => db.prepare(`INSERT OR REPLACE INTO ${table} (name, data) VALUES (?, ?)`);
  const epoch = '2026-01-01 09:00:00.000000';

  const category = db.prepare('INSERT OR REPLACE INTO cms_blog_category (name, idx, data) VALUES (?, ?, ?)');
  BLOG_CATEGORIES.forEach((c, i) =>
    category.run(
      c.name,
      i,
      JSON.stringify({
        ...docFields(c.name, epoch),
        title: c.title.it,
        route: `blog/${c.name}`,
        description: CATEGORY_DESCRIPTIONS[c.name] ?? '',
        published: 1,
      }),
    ),
  );
  const blogger = put('cms_blogger');
  for (const b of BLOGGERS)
    blogger.run(
      b.name,
      JSON.stringify({
        ...docFields(b.name, epoch),
        short_name: b.name,
        full_name: b.full_name,
        user: null,
        bio: b.bio,
        avatar: null,
        disabled: 0,
      }),
    );

  const post = db.prepare('INSERT OR REPLACE INTO cms_blog_post (name, creation, data) VALUES (?, ?, ?)');
  const comment = db.prepare(
    'INSERT INTO cms_comment (name, reference_doctype, reference_name, comment_by, comment_email, content, published, creation, reply_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const tag = put('cms_tag_link');
  for (const p of BLOG_POSTS) {
    const body = RICH_TEXT_POSTS.has(p.route)
      ? { type: 'Rich Text' as const, text: p.content.it }
      : { type: 'HTML' as const, text: p.content.it };
    const row = blogPostRow(
      {
        name: p.route,
        category: p.category,
        blogger: bloggerId(p.blogger),
        published: 1,
        published_on: p.published_on,
        read_time: p.read_minutes,
        title: p.title.it,
        intro: p.intro.it,
        disable_comments: 0,
      },
      body,
    );
    post.run(row.name, row.creation, JSON.stringify(row));
    for (const t of p.tags)
      tag.run(
        `${p.route}:${t}`,
        JSON.stringify({
          ...docFields(`${p.route}:${t}`, epoch),
          document_type: 'Blog Post',
          document_name: p.route,
          tag: BLOG_TAGS.find((x) => x.name === t)?.label.it ?? t,
          title: row.title,
        }),
      );
    const names: string[] = [];
    p.comments.forEach((c, i) => {
      const at = new Date(`${p.published_on}T10:00:00Z`);
      at.setUTCDate(at.getUTCDate() + c.after);
      const name = `${p.route.slice(0, 6)}${String(i).padStart(4, '0')}`;
      names.push(name);
      const parent = c.replyTo === undefined ? null : (names[c.replyTo] ?? null);
      comment.run(
        name,
        'Blog Post',
        p.route,
        c.by,
        c.email,
        `<p>${c.text}</p>`,
        c.status === 'approved' ? 1 : 0,
        frappeNow(at.getTime()),
        parent,
      );
    });
  }
  for (const p of EXTRA_POSTS) {
    const row = blogPostRow({ ...p, intro: p.intro }, { type: 'Markdown', text: p.markdown });
    post.run(row.name, row.creation, JSON.stringify(row));
  }

  const page = db.prepare('INSERT OR REPLACE INTO cms_web_page (route, data) VALUES (?, ?)');
  const webPage = (slug: string, title: string, description: string, type: 'HTML' | 'Rich Text', text: string) => {
    const route = `web-page/${slug}`;
    page.run(
      route,
      JSON.stringify({
        ...docFields(slug, '2026-09-01 09:00:00.000000'),
        title,
        route,
        published: 1,
        content_type: type,
        main_section: type === 'Rich Text' ? text : null,
        main_section_md: null,
        main_section_html: type === 'HTML' ? text : null,
        dynamic_template: 0,
        meta_title: title,
        meta_description: description,
        meta_image: null,
        show_title: 1,
        full_width: 0,
        show_sidebar: 0,
        css: null,
        javascript: null,
        header: null,
        insert_style: 0,
        text_align: 'Left',
        start_date: null,
        end_date: null,
      }),
    );
  };
  for (const p of CONTENT_PAGES) {
    if (p.route === 'about-us') webPage('about-us', p.title.it, p.intro.it, 'HTML', aboutUsHtml(p.content.it));
    else webPage(p.route, p.title.it, p.intro.it, 'Rich Text', p.content.it);
  }
  webPage('where-we-are', 'Dove siamo', 'I negozi Bottega a Bologna, Milano e Torino.', 'HTML', WHERE_WE_ARE_HTML);
  // A Web Page route may hold slashes: the storefront finds it at /pages/single/legal/cookie-policy.
  webPage(
    'legal/cookie-policy',
    'Informativa sui cookie',
    'Quali cookie usa il negozio e come scegliere.',
    'Rich Text',
    '<p>Il negozio usa i cookie necessari al carrello e all’accesso. Statistiche e marketing solo con il tuo consenso, che puoi cambiare da «Impostazioni cookie» in fondo a ogni pagina.</p>',
  );

  const helpCategory = put('cms_help_category');
  const helpArticle = put('cms_help_article');
  const categories = [...new Set(FAQS.map((f) => f.category.it))];
  categories.forEach((name, i) =>
    helpCategory.run(
      name,
      JSON.stringify({
        ...docFields(name, epoch, i),
        category_name: name,
        category_description: null,
        published: 1,
        route: `kb/${name.toLowerCase()}`,
      }),
    ),
  );
  FAQS.forEach((f, i) => {
    const name = `HA-${String(i + 1).padStart(4, '0')}`;
    helpArticle.run(
      name,
      JSON.stringify({
        ...docFields(name, epoch, i),
        title: f.question.it,
        category: f.category.it,
        published: 1,
        author: 'Administrator',
        level: 'Beginner',
        content: `<p>${f.answer.it}</p>`,
        likes: 0,
        route: `kb/${f.category.it.toLowerCase()}/${name.toLowerCase()}`,
        helpful: 0,
        not_helpful: 0,
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The shopper's IP and the per-IP limits (a sliding hour per bucket)
// ---------------------------------------------------------------------------------------------

/** Frappe's client IP: the first X-Forwarded-For value, else the socket's (always local here). */
function clientIp(c: AppContext): string {
  return (c.req.header('x-forwarded-for') ?? '').split(',')[0]?.trim() || '127.0.0.1';
}

const HOUR = 3_600_000;

/** Records a call, or throws Frappe's per-method 429 (no Retry-After) when the bucket is full. */
function rateLimit(c: AppContext, bucket: string, limit: number): void {
  const db = c.get('db');
  const now = c.get('options').now();
  db.prepare('DELETE FROM content_rate_event WHERE at <= ?').run(now - HOUR);
  const n = (db.prepare('SELECT count(*) AS n FROM content_rate_event WHERE bucket = ?').get(bucket) as { n: number })
    .n;
  if (n >= limit) throw frappeError(429, 'RateLimitExceededError', 'Too Many Requests');
  db.prepare('INSERT INTO content_rate_event (bucket, at) VALUES (?, ?)').run(bucket, now);
}

// ---------------------------------------------------------------------------------------------
// Rows as resources and method answers
// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;

const rows = (db: Database, sql: string, ...params: unknown[]): Row[] =>
  (db.prepare(sql).all(...params) as Array<{ data: string }>).map((r) => JSON.parse(r.data) as Row);

function blogPosts(db: Database): Row[] {
  return rows(db, 'SELECT data FROM cms_blog_post ORDER BY creation DESC, name DESC');
}

/** Comment rows as Frappe stores them (reply_to is the extended profile's custom field). */
function commentRows(c: AppContext): Row[] {
  const list = c.get('db').prepare('SELECT * FROM cms_comment ORDER BY creation ASC, name ASC').all() as Row[];
  const extended = c.get('options').profile === 'extended';
  const blog = list.map(({ reply_to, ...r }) => ({
    ...docFields(String(r.name), String(r.creation)),
    ...r,
    comment_type: 'Comment',
    ...(extended ? { reply_to } : {}),
  }));
  return [...blog, ...orderCommentRows(c.get('db'))];
}

type Op = [string, unknown];

/** One `get_blog_post` filter value: `value` or `[operator, value]`. */
function matches(value: unknown, cond: unknown): boolean {
  const [op, want]: Op =
    Array.isArray(cond) && cond.length === 2 && typeof cond[0] === 'string'
      ? [cond[0].toLowerCase(), cond[1]]
      : ['=', cond];
  const eq = (a: unknown, b: unknown) => a == b || String(a) === String(b);
  switch (op) {
    case '=':
      return eq(value, want);
    case '!=':
      return !eq(value, want);
    case 'in':
      return Array.isArray(want) && want.some((w) => eq(value, w));
    case 'not in':
      return Array.isArray(want) && !want.some((w) => eq(value, w));
    case 'like': {
      const pattern = String(want)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.');
      return new RegExp(`^${pattern}$`, 'i').test(String(value ?? ''));
    }
    case '>':
      return String(value) > String(want);
    case '<':
      return String(value) < String(want);
    case '>=':
      return String(value) >= String(want);
    case '<=':
      return String(value) <= String(want);
    default:
      throw new Error(`Invalid operator ${op}`);
  }
}

/** `get_blog_post`: every failure is a 200 with `{error, data: [], count: 0}`, as the real method's catch-all. */
function listPosts(c: AppContext, a: Args) {
  try {
    const limit = a.limit ?? 10;
    const page = a.page ?? 1;
    const filters = a.filters ?? {};
    // The real method does `(page - 1) * int(limit)` and `filters.items()`: a string page or a
    // list of filters fails there.
    if (typeof page !== 'number')
      throw new Error(
        `unsupported operand type(s) for -: '${typeof page === 'string' ? 'str' : 'NoneType'}' and 'int'`,
      );
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters))
      throw new Error(`'${Array.isArray(filters) ? 'list' : 'str'}' object has no attribute 'items'`);
    const size = Number.parseInt(String(limit), 10);
    if (!Number.isFinite(size)) throw new Error(`invalid literal for int() with base 10: '${String(limit)}'`);
    const all = blogPosts(c.get('db'));
    const known = new Set(
      Object.keys(all[0] ?? {}).filter(
        (k) => !k.startsWith('_') && !['owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'].includes(k),
      ),
    );
    const valid = Object.entries(filters as Record<string, unknown>).filter(([k]) => known.has(k));
    const ignored = Object.keys(filters as Record<string, unknown>).filter((k) => !known.has(k));
    const found = all.filter((row) => valid.every(([k, v]) => matches(row[k], v)));
    const start = size ? (page - 1) * size : 0;
    const data = size ? found.slice(start, start + size) : found.slice(start);
    return {
      data,
      count: data.length,
      ...(ignored.length
        ? { warning: `Warning: The following filter keys were ignored as they are not valid: ${ignored.join(', ')}.` }
        : {}),
    };
  } catch (error) {
    return {
      error: `An unexpected error occurred. ${error instanceof Error ? error.message : String(error)}`,
      data: [],
      count: 0,
    };
  }
}

function postDetail(c: AppContext, a: Args) {
  const route = a.route;
  if (route === undefined || route === null) return { error: 'Route is a mandatory field.' };
  const row = blogPosts(c.get('db')).find((p) => p.route === String(route));
  return row ? { data: row } : { error: 'No blog post found for the given route.' };
}

function webPageDetail(c: AppContext, a: Args) {
  const route = a.route;
  if (route === undefined || route === null) return { error: 'Route is a mandatory field.' };
  const row = c.get('db').prepare('SELECT data FROM cms_web_page WHERE route = ?').get(String(route)) as
    { data: string } | undefined;
  return row ? { data: JSON.parse(row.data) as Row } : { error: 'No Web Page found for the given route.' };
}

/** `frappe.client.get_count` for the content doctypes: `{field: value}` or `[[field, op, value]]` filters. */
function countRows(c: AppContext, a: Args): number | undefined {
  const doctype = str(a, 'doctype');
  const source = doctype === 'Blog Post' ? blogPosts(c.get('db')) : doctype === 'Comment' ? commentRows(c) : undefined;
  if (!source) return undefined;
  const filters = json<unknown>(a, 'filters');
  const conds: Array<[string, unknown]> = Array.isArray(filters)
    ? filters.filter(Array.isArray).map((f: unknown[]) => [String(f[0]), [String(f[1] ?? '='), f[2]]])
    : Object.entries((filters as Record<string, unknown>) ?? {});
  return source.filter((row) => conds.every(([k, v]) => matches(row[k], v))).length;
}

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

const LINK = /http[s]?:\/\/(?:[a-zA-Z]|[0-9]|[$-_@.&+]|[!*(),]|(?:%[0-9a-fA-F][0-9a-fA-F]))+/i;
const EMAIL_IN_TEXT = /[a-zA-Z0-9_.+-]+@[a-zA-Z0-9-]+\.[a-zA-Z0-9-.]+/;

/** A 200 answer carrying a msgprint, as Frappe sends it: `{message, _server_messages}`. */
function withMessage(c: AppContext, value: unknown, text: string) {
  return c.json({
    message: value,
    _server_messages: JSON.stringify([JSON.stringify({ message: text, title: 'Message', indicator: 'blue' })]),
  });
}

function missing(name: string) {
  return frappeError(500, 'TypeError', `add_comment() missing 1 required positional argument: '${name}'`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function insertComment(
  c: AppContext,
  postName: string,
  by: string,
  email: string,
  text: string,
  replyTo: string | null,
): Row {
  const name = randomBytes(5).toString('hex');
  const creation = frappeNow(c.get('options').now());
  const content = `<p>${escapeHtml(text)}</p>`;
  c.get('db')
    .prepare(
      'INSERT INTO cms_comment (name, reference_doctype, reference_name, comment_by, comment_email, content, published, creation, reply_to) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)',
    )
    .run(name, 'Blog Post', postName, by, email, content, creation, replyTo);
  return { name, comment_by: by, content, creation, reply_to: replyTo };
}

/** Frappe's own comment method. With the app token its guest checks are skipped, and disable_comments is never read. */
async function addComment(c: AppContext) {
  const a = await args(c);
  for (const key of ['comment', 'comment_email', 'comment_by', 'reference_doctype', 'reference_name', 'route'])
    if (a[key] === undefined) throw missing(key);
  const doctype = String(a.reference_doctype);
  const postName = String(a.reference_name);
  if (doctype !== 'Blog Post' || !blogPosts(c.get('db')).some((p) => p.name === postName))
    throw notFound(`${doctype} ${postName} not found`);
  rateLimit(c, `comment:${clientIp(c)}:${postName}`, LIMITS.commentsPerHourPerPost);
  const text = String(a.comment);
  if (!text.trim()) return withMessage(c, false, 'The comment cannot be empty');
  if (LINK.test(text) || EMAIL_IN_TEXT.test(text))
    return withMessage(c, false, 'Comments cannot have links or email addresses');
  const row = insertComment(c, postName, String(a.comment_by), String(a.comment_email), text, null);
  return `<div class="comment-row" id="${String(row.name)}"><div class="comment-by">${escapeHtml(String(row.comment_by))}</div><div class="comment-content">${String(row.content)}</div></div>`;
}

/** Extended: a comment that may answer another one of the same post. */
async function addThreadedComment(c: AppContext) {
  const a = await args(c);
  const postName = str(a, 'reference_name') ?? '';
  if (!blogPosts(c.get('db')).some((p) => p.name === postName)) throw notFound('Blog Post not found');
  const text = (str(a, 'comment') ?? '').trim();
  const by = (str(a, 'comment_by') ?? '').trim();
  const email = (str(a, 'comment_email') ?? '').trim().toLowerCase();
  if (!text || !by) throw validationError('Comment and name are required');
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  if (LINK.test(text) || EMAIL_IN_TEXT.test(text))
    throw validationError('Comments cannot have links or email addresses');
  const replyArg = str(a, 'reply_to');
  if (
    replyArg &&
    !c
      .get('db')
      .prepare('SELECT 1 FROM cms_comment WHERE name = ? AND reference_name = ? AND published = 1')
      .get(replyArg, postName)
  ) {
    throw validationError('The comment you are replying to does not exist.');
  }
  rateLimit(c, `comment:${clientIp(c)}:${postName}`, LIMITS.commentsPerHourPerPost);
  const row = insertComment(c, postName, by, email, text, replyArg ?? null);
  return { status: 'published', comment: row };
}

/** Extended: a post's published comments with the comment each one answers (never the e-mails). */
function threadedComments(c: AppContext, a: Args) {
  const postName = str(a, 'reference_name') ?? '';
  return c
    .get('db')
    .prepare(
      'SELECT name, comment_by, content, creation, reply_to FROM cms_comment WHERE reference_name = ? AND published = 1 ORDER BY creation, name',
    )
    .all(postName) as Row[];
}

// ---------------------------------------------------------------------------------------------
// Newsletter: Frappe's signed links (frappe.utils.verified_command)
// ---------------------------------------------------------------------------------------------

/** Python's urlencode value quoting: quote_plus with only `_.-~` left as they are. */
function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** `get_signed_params`: the urlencoded parameters, then `&_signature=` an MD5 HMAC keyed by them and fed the site secret. */
function signedParams(secret: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${quotePlus(k)}=${quotePlus(v)}`)
    .join('&');
  return `${query}&_signature=${createHmac('md5', query).update(secret).digest('hex')}`;
}

function verifySigned(secret: string, query: string): boolean {
  const at = query.indexOf('&_signature=');
  if (at < 0) return false;
  const params = query.slice(0, at);
  return createHmac('md5', params).update(secret).digest('hex') === query.slice(at + '&_signature='.length);
}

const INVALID_LINK_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Invalid Link</title></head><body><div class="page-card"><h4>Invalid Link</h4><p>This link is invalid or expired. Please make sure you have pasted correctly.</p></div></body></html>`;

async function subscribe(c: AppContext) {
  const a = await args(c);
  const db = c.get('db');
  const { now, jwtSecret, storefrontUrl } = c.get('options');
  rateLimit(c, `newsletter:${clientIp(c)}`, LIMITS.newsletterPerHour);
  if (a.email === undefined)
    throw frappeError(500, 'TypeError', "subscribe() missing 1 required positional argument: 'email'");
  const email = String(a.email).trim();
  // _("Website"): the default group's name is translated into the request's language.
  const group = str(a, 'email_group') ?? (c.get('lang') === 'it' ? 'Sito Web' : 'Website');
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  const link = `${storefrontUrl}/pages/confirm_subscription?api=api/method/${NEWSLETTER}.confirm_subscription&${signedParams(jwtSecret, { email, email_group: group })}`;
  sendMail(
    db,
    {
      to: email.toLowerCase(),
      subject: 'Confirm Your Email',
      text: `Thank you for your interest in subscribing to our updates. Please verify your Email Address.\n${link}`,
      html: `<p>Thank you for your interest in subscribing to our updates. Please verify your Email Address.</p><p><a href="${link.replaceAll('&', '&amp;')}">Click here to verify</a></p>`,
      links: [link],
    },
    now(),
  );
  return {
    status: 'success',
    message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
  };
}

/** Only a bodiless GET whose query string is exactly the signed part of the link is valid. */
async function confirmSubscription(c: AppContext) {
  const raw = new URL(c.req.url).search.replace(/^\?/, '');
  const body = c.req.method === 'GET' ? '' : await c.req.text();
  if (c.req.method !== 'GET' || body || !verifySigned(c.get('options').jwtSecret, raw)) {
    return c.html(INVALID_LINK_PAGE, 200);
  }
  const params = new URLSearchParams(raw);
  const email = params.get('email') ?? '';
  const group = params.get('email_group') ?? 'Website';
  c.get('db')
    .prepare('INSERT OR IGNORE INTO cms_email_group_member (email_group, email) VALUES (?, ?)')
    .run(group, email.toLowerCase());
  return c.json({
    message: { status: 'success', message: `${email} has been successfully added to the Email Group.` },
  });
}

// ---------------------------------------------------------------------------------------------
// Contact: frappe.www.contact.send_message, and the extended form with a name
// ---------------------------------------------------------------------------------------------

function storeMessage(c: AppContext, sender: string, subject: string, message: string): void {
  const db = c.get('db');
  const { now } = c.get('options');
  db.prepare('INSERT INTO cms_communication (sender, subject, content, creation) VALUES (?, ?, ?, ?)').run(
    sender,
    subject,
    escapeHtml(message),
    frappeNow(now()),
  );
  sendMail(db, { to: SUPPORT_MAILBOX, subject, text: message, html: '', links: [] }, now());
  sendMail(
    db,
    {
      to: sender.toLowerCase(),
      subject: 'Grazie per averci scritto',
      text: `Abbiamo ricevuto il tuo messaggio.\n\n${message}`,
      html: '',
      links: [],
    },
    now(),
  );
}

async function sendMessage(c: AppContext) {
  const a = await args(c);
  rateLimit(c, `contact:${clientIp(c)}`, LIMITS.contactPerHour);
  for (const key of ['sender', 'message']) {
    if (a[key] === undefined)
      throw frappeError(500, 'TypeError', `send_message() missing 1 required positional argument: '${key}'`);
  }
  const sender = String(a.sender).trim();
  if (!isEmail(sender)) throw frappeError(417, 'InvalidEmailAddressError', `${sender} is not a valid Email Address`);
  storeMessage(c, sender, str(a, 'subject') ?? 'Website Query', String(a.message));
  return undefined;
}

async function sendNamedMessage(c: AppContext) {
  const a = await args(c);
  const email = (str(a, 'email') ?? '').trim();
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  const name = (str(a, 'full_name') ?? '').trim();
  const message = (str(a, 'message') ?? '').trim();
  if (!name || !message) throw validationError('Name and message are required');
  rateLimit(c, `contact:${clientIp(c)}`, LIMITS.contactPerHour);
  storeMessage(c, email, str(a, 'subject') ?? 'Website Query', `${name}\n\n${message}`);
  return { status: 'sent', message: 'Grazie per averci scritto: ti risponderemo entro un giorno lavorativo.' };
}

// ---------------------------------------------------------------------------------------------
// Extended: blog metadata, page, FAQ and stores in the mock's own shapes
// ---------------------------------------------------------------------------------------------

function blogMeta(c: AppContext) {
  const db = c.get('db');
  const published = blogPosts(db).filter((p) => p.published === 1);
  const categories = rows(db, 'SELECT data FROM cms_blog_category ORDER BY idx').map((r) => ({
    name: String(r.name),
    title: String(r.title),
    count: published.filter((p) => p.blog_category === r.name).length,
  }));
  const byTag = new Map<string, string[]>();
  for (const link of rows(db, 'SELECT data FROM cms_tag_link ORDER BY name')) {
    if (!published.some((p) => p.name === link.document_name)) continue;
    byTag.set(String(link.tag), [...(byTag.get(String(link.tag)) ?? []), String(link.document_name)]);
  }
  const slug = (label: string) => BLOG_TAGS.find((t) => t.label.it === label)?.name ?? label.toLowerCase();
  const tags = [...byTag.entries()]
    .map(([label, posts]) => ({ name: slug(label), label, count: posts.length, posts }))
    .sort((x, y) => y.count - x.count || x.label.localeCompare(y.label));
  return { categories, tags, recent: published.slice(0, 3) };
}

function getPage(c: AppContext, a: Args) {
  const slug = str(a, 'route') ?? '';
  const page = CONTENT_PAGES.find((p) => p.route === slug);
  if (!page) throw notFound('Pagina non trovata');
  return {
    route: page.route,
    title: page.title.it,
    intro: page.intro.it,
    content: page.content.it,
    modified: '2026-09-01',
  };
}

function getFaq() {
  return FAQS.map((f, i) => ({
    name: `FAQ-${i + 1}`,
    order: i + 1,
    category: f.category.it,
    question: f.question.it,
    answer: f.answer.it,
  }));
}

function getStores() {
  return STORES.map((s) => ({
    name: s.name,
    title: s.title,
    address_line1: s.address_line1,
    pincode: s.pincode,
    city: s.city,
    province: s.province,
    country: 'Italia',
    phone: s.phone,
    email_id: s.email,
    latitude: s.latitude,
    longitude: s.longitude,
    opening_hours: s.hours.map((h) => ({ days: h.days.it, hours: h.hours })),
    services: s.services.map((x) => x.it),
  }));
}

// ---------------------------------------------------------------------------------------------
// Cover drawings
// ---------------------------------------------------------------------------------------------

const MOTIFS: Record<SeedPost['motif'], string> = {
  drill:
    '<rect x="250" y="150" width="250" height="90" rx="30" fill="#2b2623"/><rect x="500" y="178" width="110" height="34" rx="8" fill="#8a817a"/><rect x="300" y="235" width="70" height="150" rx="18" fill="#2b2623"/><rect x="285" y="380" width="110" height="60" rx="14" fill="HUEDARK"/>',
  paint:
    '<rect x="240" y="170" width="200" height="230" rx="18" fill="HUEDARK"/><rect x="240" y="170" width="200" height="36" rx="12" fill="#2b2623"/><rect x="270" y="250" width="140" height="80" rx="8" fill="#f7f3ee"/><rect x="470" y="120" width="60" height="170" rx="10" fill="#2b2623"/><rect x="455" y="280" width="90" height="120" rx="16" fill="HUELIGHT"/>',
  leaf: '<path d="M250 420 C250 240 380 150 560 140 C550 320 450 420 250 420Z" fill="HUEDARK"/><path d="M260 410 L470 230" stroke="#f7f3ee" stroke-width="10" stroke-linecap="round"/>',
  tap: '<rect x="260" y="160" width="260" height="60" rx="26" fill="#8a817a"/><rect x="360" y="110" width="60" height="70" rx="12" fill="#2b2623"/><rect x="470" y="210" width="50" height="90" rx="14" fill="#8a817a"/><circle cx="495" cy="350" r="18" fill="HUEDARK"/><circle cx="495" cy="410" r="12" fill="HUEDARK"/>',
  crate:
    '<rect x="220" y="230" width="360" height="170" rx="10" fill="HUEDARK"/><rect x="220" y="285" width="360" height="8" fill="#2b2623" opacity="0.35"/><rect x="220" y="340" width="360" height="8" fill="#2b2623" opacity="0.35"/><path d="M300 230 C300 180 330 160 350 150 M420 230 C420 170 460 150 480 140" stroke="#3f7d3a" stroke-width="16" stroke-linecap="round" fill="none"/>',
  bulb: '<circle cx="400" cy="220" r="110" fill="HUELIGHT"/><rect x="350" y="320" width="100" height="70" rx="10" fill="#8a817a"/><rect x="365" y="390" width="70" height="30" rx="10" fill="#2b2623"/><path d="M370 250 L400 200 L430 250" stroke="#2b2623" stroke-width="8" fill="none"/>',
  store:
    '<rect x="210" y="210" width="380" height="210" fill="#f7f3ee"/><path d="M190 210 L250 140 H550 L610 210Z" fill="HUEDARK"/><rect x="260" y="280" width="110" height="140" fill="#2b2623"/><rect x="420" y="270" width="130" height="80" fill="HUELIGHT"/>',
  goggles:
    '<rect x="220" y="200" width="360" height="140" rx="60" fill="#2b2623"/><circle cx="320" cy="270" r="52" fill="HUELIGHT"/><circle cx="480" cy="270" r="52" fill="HUELIGHT"/><rect x="180" y="255" width="60" height="24" rx="10" fill="HUEDARK"/><rect x="560" y="255" width="60" height="24" rx="10" fill="HUEDARK"/>',
};

/** An 800 × 500 drawing per post: a tinted background and the post's motif (no external images). */
function coverSvg(post: Pick<SeedPost, 'hue' | 'motif'>): string {
  const h = post.hue;
  const art = MOTIFS[post.motif].replaceAll('HUEDARK', `hsl(${h} 55% 38%)`).replaceAll('HUELIGHT', `hsl(${h} 75% 72%)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="hsl(${h} 45% 92%)"/><circle cx="660" cy="90" r="150" fill="hsl(${h} 50% 86%)"/><ellipse cx="400" cy="440" rx="300" ry="26" fill="hsl(${h} 30% 80%)"/>${art}</svg>`;
}

function coverOf(name: string): Pick<SeedPost, 'hue' | 'motif'> | undefined {
  return (
    BLOG_POSTS.find((p) => p.route === name) ??
    (EXTRA_POSTS.some((p) => p.name === name) ? { hue: 30, motif: 'crate' } : undefined)
  );
}

// ---------------------------------------------------------------------------------------------
// Module
// ---------------------------------------------------------------------------------------------

function registerResources(app: App): void {
  const table = (sql: string) => (c: AppContext) => rows(c.get('db'), sql);
  resource(app, 'Blog Category', table('SELECT data FROM cms_blog_category ORDER BY idx'));
  resource(app, 'Blog Post', (c) => blogPosts(c.get('db')));
  resource(app, 'Blogger', {
    list: table('SELECT data FROM cms_blogger ORDER BY name'),
    get: (c, name) => {
      const row = c.get('db').prepare('SELECT data FROM cms_blogger WHERE name = ?').get(name) as
        { data: string } | undefined;
      return row ? (JSON.parse(row.data) as Row) : undefined;
    },
  });
  resource(app, 'Comment', commentRows);
  resource(app, 'Tag Link', table('SELECT data FROM cms_tag_link ORDER BY name'));
  resource(app, 'Help Category', table('SELECT data FROM cms_help_category ORDER BY name'));
  resource(app, 'Help Article', table('SELECT data FROM cms_help_article ORDER BY name'));
}

export const contentModule: MockModule = {
  name: 'content',
  migrate,
  register(app) {
    const withArgs = (handler: (c: AppContext, a: Args) => unknown) => async (c: AppContext) =>
      handler(c, await args(c));

    method(app, `${BLOG}.get_blog_post`, withArgs(listPosts), { http: 'POST' });
    method(app, `${BLOG}.get_blog_post_detail`, withArgs(postDetail), { http: 'GET' });
    method(app, WEB_PAGE, withArgs(webPageDetail), { http: 'GET' });
    method(app, ADD_COMMENT, addComment, { http: 'POST' });
    method(app, `${NEWSLETTER}.subscribe`, subscribe);
    method(app, `${NEWSLETTER}.confirm_subscription`, confirmSubscription);
    method(app, 'frappe.www.contact.send_message', sendMessage, { http: 'POST' });

    // frappe.client.get_count for the content doctypes; other doctypes are left to other modules.
    const count = async (c: AppContext, next: () => Promise<void>) => {
      const n = countRows(c, await args(c));
      if (n === undefined) return next();
      return c.json({ message: n });
    };
    app.get('/api/method/frappe.client.get_count', count);
    app.post('/api/method/frappe.client.get_count', count);

    method(app, `${BLOG}.get_blog_meta`, blogMeta, { extended: true });
    method(app, `${BLOG}.get_comments`, withArgs(threadedComments), { extended: true });
    method(app, `${BLOG}.add_comment`, addThreadedComment, { extended: true, http: 'POST' });
    method(app, 'omnicommerce.controllers.contact.send_message', sendNamedMessage, { extended: true, http: 'POST' });
    method(app, 'omnicommerce.controllers.content.get_page', withArgs(getPage), { extended: true });
    method(app, 'omnicommerce.controllers.content.get_faq', getFaq, { extended: true });
    method(app, 'omnicommerce.controllers.content.get_stores', getStores, { extended: true });

    registerResources(app);

    app.get('/files/blog/:file{[a-z0-9-]+\\.svg}', (c) => {
      const cover = coverOf(c.req.param('file').replace(/\.svg$/, ''));
      if (!cover) return c.text('Not found', 404);
      return c.body(coverSvg(cover), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      });
    });
  },
};
