/**
 * The CMS side of the mock (issue 7): blog posts with categories, tags and comments, the
 * newsletter with signed confirmation links, contact messages, static pages, FAQ and stores.
 *
 *   blog      omnicommerce.controllers.blog.get_blog_post (limit, page, filters)  → {data, count, page, limit}
 *             omnicommerce.controllers.blog.get_blog_post_detail (route)          → {data: post + content + comments}
 *             omnicommerce.controllers.blog.get_blog_meta                         → {categories, tags, recent}
 *             omnicommerce.controllers.blog.add_comment (route, comment, comment_by, comment_email, reply_to)
 *               logged-in shoppers' comments are published at once, guests' wait for moderation
 *   newsletter omnicommerce.controllers.newsletter.subscribe (email)              → {status, message}
 *             omnicommerce.controllers.newsletter.confirm_subscription (email, token) → {status, message}
 *               10 subscriptions an hour per address (429 with Retry-After)
 *   contact   omnicommerce.controllers.contact.send_message (full_name, email, subject, message)
 *   pages     omnicommerce.controllers.content.get_page (route), .get_faq, .get_stores
 *   files     /files/blog/<route>.svg: the posts' cover drawings
 *   testing   POST /__mock/blog-comments/:id/approve (a moderator's approval)
 *
 * Texts follow Accept-Language: Italian, else English (Slovak reads English).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AppContext, Lang, MockModule } from '../context';
import { args, frappeError, int, json, message, notFound, str, validationError, type Args } from '../frappe';
import { sendMail } from '../mail';
import { optionalUser } from '../user';
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, CONTENT_PAGES, FAQS, STORES, type Bilingual, type SeedPost } from './content-data';

const BLOG = 'omnicommerce.controllers.blog';
const NEWSLETTER = 'omnicommerce.controllers.newsletter';
const CONTACT = 'omnicommerce.controllers.contact';
const PAGES = 'omnicommerce.controllers.content';

/** Limits the contract states (newsletter: 10 an hour) and the mock's own for comments and contact. */
export const LIMITS = {
  newsletterPerHour: 10,
  contactPerHour: 5,
  commentsPerHour: 10,
  confirmationTtlHours: 48,
  comment: { min: 3, max: 2000 },
  name: { min: 2, max: 80 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  pageSize: { fallback: 6, max: 50 },
} as const;

export const SUPPORT_MAILBOX = 'assistenza@bottega.example';

// Practical email check (what Frappe's validate_email_address accepts, roughly): one @, a dot in
// the domain, no spaces, at most 254 characters.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}

type Texts = Record<string, Bilingual>;
const T = {
  invalidEmail: { en: 'Please enter a valid email address.', it: 'Inserisci un indirizzo email valido.' },
  pending: {
    en: 'Almost done: we have sent you an email with a link to confirm your subscription.',
    it: 'Quasi fatto: ti abbiamo inviato un’email con il link per confermare l’iscrizione.',
  },
  alreadySubscribed: { en: 'This address is already subscribed to our newsletter.', it: 'Questo indirizzo è già iscritto alla nostra newsletter.' },
  confirmed: { en: 'Your subscription is confirmed. Welcome to Bottega!', it: 'La tua iscrizione è confermata. Benvenuto in Bottega!' },
  alreadyConfirmed: { en: 'Your subscription was already confirmed.', it: 'La tua iscrizione era già confermata.' },
  badLink: { en: 'This confirmation link is not valid.', it: 'Questo link di conferma non è valido.' },
  expiredLink: {
    en: 'This confirmation link has expired: subscribe again to receive a new one.',
    it: 'Questo link di conferma è scaduto: iscriviti di nuovo per riceverne uno nuovo.',
  },
  tooMany: { en: 'Too many requests for this address. Please try again later.', it: 'Troppe richieste per questo indirizzo. Riprova più tardi.' },
  postNotFound: { en: 'Blog post not found', it: 'Articolo non trovato' },
  pageNotFound: { en: 'Page not found', it: 'Pagina non trovata' },
  commentLength: {
    en: `The comment must be between ${LIMITS.comment.min} and ${LIMITS.comment.max} characters.`,
    it: `Il commento deve contenere tra ${LIMITS.comment.min} e ${LIMITS.comment.max} caratteri.`,
  },
  nameLength: {
    en: `Please enter your name (${LIMITS.name.min} to ${LIMITS.name.max} characters).`,
    it: `Inserisci il tuo nome (da ${LIMITS.name.min} a ${LIMITS.name.max} caratteri).`,
  },
  tooManyLinks: { en: 'Comments may contain at most two links.', it: 'I commenti possono contenere al massimo due link.' },
  duplicateComment: { en: 'You have already posted this comment.', it: 'Hai già pubblicato questo commento.' },
  badReply: { en: 'The comment you are replying to does not exist.', it: 'Il commento a cui stai rispondendo non esiste.' },
  commentPublished: { en: 'Your comment has been published.', it: 'Il tuo commento è stato pubblicato.' },
  commentPending: {
    en: 'Thank you! Your comment will appear once a moderator has approved it.',
    it: 'Grazie! Il tuo commento comparirà dopo l’approvazione di un moderatore.',
  },
  subjectLength: {
    en: `The subject must be between ${LIMITS.subject.min} and ${LIMITS.subject.max} characters.`,
    it: `L’oggetto deve contenere tra ${LIMITS.subject.min} e ${LIMITS.subject.max} caratteri.`,
  },
  messageLength: {
    en: `The message must be between ${LIMITS.message.min} and ${LIMITS.message.max} characters.`,
    it: `Il messaggio deve contenere tra ${LIMITS.message.min} e ${LIMITS.message.max} caratteri.`,
  },
  messageSent: {
    en: 'Thank you for writing to us: we will answer within one business day.',
    it: 'Grazie per averci scritto: ti risponderemo entro un giorno lavorativo.',
  },
} satisfies Texts;

const tr = (c: AppContext, text: Bilingual) => text[c.get('lang')];

// ---------------------------------------------------------------------------------------------
// Tables and seed
// ---------------------------------------------------------------------------------------------

function migrate(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS blog_category (name TEXT PRIMARY KEY, ord INTEGER NOT NULL, title_en TEXT NOT NULL, title_it TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS blog_tag (name TEXT PRIMARY KEY, label_en TEXT NOT NULL, label_it TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS blog_post (
      id INTEGER PRIMARY KEY,
      route TEXT NOT NULL UNIQUE,
      blog_category TEXT NOT NULL,
      tags TEXT NOT NULL,
      blogger TEXT NOT NULL,
      published_on TEXT NOT NULL,
      read_minutes INTEGER NOT NULL,
      hue INTEGER NOT NULL,
      motif TEXT NOT NULL,
      title_en TEXT NOT NULL, title_it TEXT NOT NULL,
      intro_en TEXT NOT NULL, intro_it TEXT NOT NULL,
      content_en TEXT NOT NULL, content_it TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS blog_post_published ON blog_post (published_on DESC);
    CREATE TABLE IF NOT EXISTS blog_comment (
      id INTEGER PRIMARY KEY,
      post_route TEXT NOT NULL,
      reply_to INTEGER,
      comment_by TEXT NOT NULL,
      comment_email TEXT NOT NULL,
      user_email TEXT,
      comment TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('approved', 'pending')),
      creation TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS blog_comment_post ON blog_comment (post_route, status, id);
    CREATE TABLE IF NOT EXISTS newsletter_subscriber (
      email TEXT PRIMARY KEY,
      status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed')),
      lang TEXT NOT NULL,
      creation TEXT NOT NULL,
      confirmed_at TEXT
    );
    CREATE TABLE IF NOT EXISTS content_rate_event (bucket TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS content_rate_event_bucket ON content_rate_event (bucket, at);
    CREATE TABLE IF NOT EXISTS contact_message (
      id INTEGER PRIMARY KEY,
      full_name TEXT NOT NULL,
      email TEXT NOT NULL,
      subject TEXT NOT NULL,
      message TEXT NOT NULL,
      lang TEXT NOT NULL,
      creation TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_page (
      route TEXT PRIMARY KEY,
      title_en TEXT NOT NULL, title_it TEXT NOT NULL,
      intro_en TEXT NOT NULL, intro_it TEXT NOT NULL,
      content_en TEXT NOT NULL, content_it TEXT NOT NULL,
      modified TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS faq (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS store (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
  `);
  // The content is fixed (no PRNG, no dependency on the catalogue), so it is filled when its
  // tables are empty: a database seeded before this module existed gets it too.
  const empty = (db.prepare('SELECT count(*) AS n FROM blog_post').get() as { n: number }).n === 0;
  if (empty) db.transaction(() => fillContent(db))();
}

function fillContent(db: Database): void {
  const cat = db.prepare('INSERT OR REPLACE INTO blog_category (name, ord, title_en, title_it) VALUES (?, ?, ?, ?)');
  BLOG_CATEGORIES.forEach((c, i) => cat.run(c.name, i, c.title.en, c.title.it));
  const tag = db.prepare('INSERT OR REPLACE INTO blog_tag (name, label_en, label_it) VALUES (?, ?, ?)');
  for (const t of BLOG_TAGS) tag.run(t.name, t.label.en, t.label.it);
  const post = db.prepare(`INSERT INTO blog_post (route, blog_category, tags, blogger, published_on, read_minutes, hue, motif,
    title_en, title_it, intro_en, intro_it, content_en, content_it) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const comment = db.prepare(`INSERT INTO blog_comment (post_route, reply_to, comment_by, comment_email, user_email, comment, status, creation)
    VALUES (?, ?, ?, ?, NULL, ?, ?, ?)`);
  for (const p of BLOG_POSTS) {
    post.run(p.route, p.category, JSON.stringify(p.tags), p.blogger, p.published_on, p.read_minutes, p.hue, p.motif,
      p.title.en, p.title.it, p.intro.en, p.intro.it, p.content.en, p.content.it);
    const ids: number[] = [];
    for (const c of p.comments) {
      const at = new Date(`${p.published_on}T10:00:00Z`);
      at.setUTCDate(at.getUTCDate() + c.after);
      const parent = c.replyTo === undefined ? null : (ids[c.replyTo] ?? null);
      ids.push(Number(comment.run(p.route, parent, c.by, c.email, c.text, c.status, at.toISOString()).lastInsertRowid));
    }
  }
  const page = db.prepare(`INSERT OR REPLACE INTO content_page (route, title_en, title_it, intro_en, intro_it, content_en, content_it, modified)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const p of CONTENT_PAGES) page.run(p.route, p.title.en, p.title.it, p.intro.en, p.intro.it, p.content.en, p.content.it, '2026-09-01');
  const faq = db.prepare('INSERT INTO faq (id, data) VALUES (?, ?)');
  FAQS.forEach((f, i) => faq.run(i + 1, JSON.stringify(f)));
  const store = db.prepare('INSERT OR REPLACE INTO store (id, name, data) VALUES (?, ?, ?)');
  STORES.forEach((s, i) => store.run(i + 1, s.name, JSON.stringify(s)));
}

// ---------------------------------------------------------------------------------------------
// Rate limits: a sliding hour per bucket ("newsletter:<email>", "contact:<email>" …)
// ---------------------------------------------------------------------------------------------

const HOUR = 3_600_000;

/** Records an attempt, or throws 429 with Retry-After when the bucket already holds `limit` in the last hour. */
function rateLimit(c: AppContext, bucket: string, limit: number): void {
  const db = c.get('db');
  const now = c.get('options').now();
  db.prepare('DELETE FROM content_rate_event WHERE at <= ?').run(now - HOUR);
  const rows = db.prepare('SELECT at FROM content_rate_event WHERE bucket = ? ORDER BY at ASC').all(bucket) as Array<{ at: number }>;
  if (rows.length >= limit) {
    const retry = Math.max(1, Math.ceil((rows[0]!.at + HOUR - now) / 1000));
    throw frappeError(429, 'TooManyRequests', tr(c, T.tooMany), { 'Retry-After': String(retry) });
  }
  db.prepare('INSERT INTO content_rate_event (bucket, at) VALUES (?, ?)').run(bucket, now);
}

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

interface PostRow {
  route: string;
  blog_category: string;
  tags: string;
  blogger: string;
  published_on: string;
  read_minutes: number;
  title_en: string;
  title_it: string;
  intro_en: string;
  intro_it: string;
  content_en: string;
  content_it: string;
  comment_count: number;
}

interface CommentRow {
  id: number;
  reply_to: number | null;
  comment_by: string;
  comment: string;
  creation: string;
  user_email: string | null;
}

function pick(row: Record<string, unknown>, field: string, lang: Lang): string {
  return String(row[`${field}_${lang}`] ?? row[`${field}_en`] ?? '');
}

function categoryTitles(db: Database, lang: Lang): Map<string, string> {
  const rows = db.prepare('SELECT name, title_en, title_it FROM blog_category').all() as Array<Record<string, string>>;
  return new Map(rows.map((r) => [r.name!, pick(r, 'title', lang)]));
}

function tagLabels(db: Database, lang: Lang): Map<string, string> {
  const rows = db.prepare('SELECT name, label_en, label_it FROM blog_tag').all() as Array<Record<string, string>>;
  return new Map(rows.map((r) => [r.name!, pick(r, 'label', lang)]));
}

function coverUrl(route: string): string {
  return `/files/blog/${route}.svg`;
}

function summary(row: PostRow, lang: Lang, categories: Map<string, string>, tags: Map<string, string>) {
  return {
    name: row.route,
    route: row.route,
    title: pick(row as unknown as Record<string, unknown>, 'title', lang),
    blog_intro: pick(row as unknown as Record<string, unknown>, 'intro', lang),
    blog_category: row.blog_category,
    blog_category_title: categories.get(row.blog_category) ?? row.blog_category,
    tags: (JSON.parse(row.tags) as string[]).map((name) => ({ name, label: tags.get(name) ?? name })),
    blogger: row.blogger,
    published_on: row.published_on,
    read_time: row.read_minutes,
    cover_image: coverUrl(row.route),
    comment_count: row.comment_count,
  };
}

const POST_COLUMNS = `p.route, p.blog_category, p.tags, p.blogger, p.published_on, p.read_minutes, p.title_en, p.title_it, p.intro_en, p.intro_it,
  (SELECT count(*) FROM blog_comment c WHERE c.post_route = p.route AND c.status = 'approved') AS comment_count`;

interface BlogFilters {
  blog_category?: string;
  tag?: string;
  search?: string;
}

function readFilters(a: Args): BlogFilters {
  const raw = json<unknown>(a, 'filters');
  const out: BlogFilters = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const f = raw as Record<string, unknown>;
    for (const key of ['blog_category', 'tag', 'search'] as const) {
      if (typeof f[key] === 'string' && f[key].trim()) out[key] = f[key].trim().slice(0, 100);
    }
  }
  // Plain arguments work too (Frappe accepts both shapes for simple filters).
  out.blog_category ??= str(a, 'blog_category');
  out.tag ??= str(a, 'tag');
  return out;
}

function listPosts(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const limit = int(a, 'limit', LIMITS.pageSize.fallback, 1, LIMITS.pageSize.max);
  const page = int(a, 'page', 1, 1, 10_000);
  const filters = readFilters(a);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filters.blog_category) {
    where.push('p.blog_category = ?');
    params.push(filters.blog_category);
  }
  if (filters.tag) {
    where.push('EXISTS (SELECT 1 FROM json_each(p.tags) WHERE json_each.value = ?)');
    params.push(filters.tag);
  }
  if (filters.search) {
    const like = `%${filters.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    where.push(`(p.title_${lang} LIKE ? ESCAPE '\\' OR p.intro_${lang} LIKE ? ESCAPE '\\')`);
    params.push(like, like);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = (db.prepare(`SELECT count(*) AS n FROM blog_post p ${clause}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${POST_COLUMNS} FROM blog_post p ${clause} ORDER BY p.published_on DESC, p.id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as PostRow[];
  const categories = categoryTitles(db, lang);
  const tags = tagLabels(db, lang);
  return { data: rows.map((r) => summary(r, lang, categories, tags)), count, page, limit };
}

function approvedComments(db: Database, route: string) {
  const rows = db
    .prepare(`SELECT id, reply_to, comment_by, comment, creation, user_email FROM blog_comment WHERE post_route = ? AND status = 'approved' ORDER BY id ASC`)
    .all(route) as CommentRow[];
  return rows.map(publicComment);
}

function publicComment(r: CommentRow) {
  // The commenter's email is never published.
  return { name: String(r.id), reply_to: r.reply_to === null ? null : String(r.reply_to), comment_by: r.comment_by, comment: r.comment, creation: r.creation, is_shopper: r.user_email !== null };
}

function postDetail(c: AppContext, route: string) {
  const db = c.get('db');
  const lang = c.get('lang');
  const row = db.prepare(`SELECT ${POST_COLUMNS}, p.content_en, p.content_it FROM blog_post p WHERE p.route = ?`).get(route) as PostRow | undefined;
  if (!row) throw notFound(tr(c, T.postNotFound));
  const categories = categoryTitles(db, lang);
  const tags = tagLabels(db, lang);
  const neighbour = (sql: string) => {
    const n = db.prepare(sql).get(row.published_on, row.published_on, route) as Record<string, string> | undefined;
    return n ? { route: n.route!, title: pick(n, 'title', lang) } : null;
  };
  return {
    ...summary(row, lang, categories, tags),
    content: pick(row as unknown as Record<string, unknown>, 'content', lang),
    comments: approvedComments(db, route),
    previous_post: neighbour(
      `SELECT route, title_en, title_it FROM blog_post WHERE (published_on < ? OR (published_on = ? AND route < ?)) ORDER BY published_on DESC, route DESC LIMIT 1`,
    ),
    next_post: neighbour(
      `SELECT route, title_en, title_it FROM blog_post WHERE (published_on > ? OR (published_on = ? AND route > ?)) ORDER BY published_on ASC, route ASC LIMIT 1`,
    ),
  };
}

function blogMeta(c: AppContext) {
  const db = c.get('db');
  const lang = c.get('lang');
  const categories = (
    db
      .prepare(`SELECT c.name, c.title_en, c.title_it, (SELECT count(*) FROM blog_post p WHERE p.blog_category = c.name) AS count FROM blog_category c ORDER BY c.ord`)
      .all() as Array<Record<string, string | number>>
  ).map((r) => ({ name: String(r.name), title: pick(r, 'title', lang), count: Number(r.count) }));
  const tagCounts = new Map<string, number>();
  for (const r of db.prepare('SELECT tags FROM blog_post').all() as Array<{ tags: string }>) {
    for (const t of JSON.parse(r.tags) as string[]) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  }
  const labels = tagLabels(db, lang);
  const tags = [...labels.entries()]
    .filter(([name]) => tagCounts.has(name))
    .map(([name, label]) => ({ name, label, count: tagCounts.get(name) ?? 0 }))
    .sort((x, y) => y.count - x.count || x.label.localeCompare(y.label));
  const recent = listPosts(c, { limit: 3 }).data;
  return { categories, tags, recent };
}

async function addComment(c: AppContext, a: Args) {
  const db = c.get('db');
  const route = str(a, 'route') ?? str(a, 'reference_name') ?? '';
  const post = db.prepare('SELECT route FROM blog_post WHERE route = ?').get(route);
  if (!post) throw notFound(tr(c, T.postNotFound));
  const user = await optionalUser(c);

  const text = (str(a, 'comment') ?? '').trim();
  if (text.length < LIMITS.comment.min || text.length > LIMITS.comment.max) throw validationError(tr(c, T.commentLength));
  if ((text.match(/https?:\/\//gi) ?? []).length > 2) throw validationError(tr(c, T.tooManyLinks));

  let name: string;
  let email: string;
  if (user) {
    name = `${user.first_name} ${user.last_name}`.trim() || user.email;
    email = user.email;
  } else {
    name = (str(a, 'comment_by') ?? '').trim();
    email = (str(a, 'comment_email') ?? '').trim().toLowerCase();
    if (name.length < LIMITS.name.min || name.length > LIMITS.name.max) throw validationError(tr(c, T.nameLength));
    if (!isEmail(email)) throw validationError(tr(c, T.invalidEmail));
  }

  const replyArg = str(a, 'reply_to');
  let replyTo: number | null = null;
  if (replyArg !== undefined) {
    const parent = db
      .prepare(`SELECT id FROM blog_comment WHERE id = ? AND post_route = ? AND status = 'approved'`)
      .get(Number.parseInt(replyArg, 10) || -1, route) as { id: number } | undefined;
    if (!parent) throw validationError(tr(c, T.badReply));
    replyTo = parent.id;
  }

  const duplicate = db.prepare('SELECT 1 FROM blog_comment WHERE post_route = ? AND comment_email = ? AND comment = ?').get(route, email, text);
  if (duplicate) throw frappeError(409, 'DuplicateEntryError', tr(c, T.duplicateComment));
  rateLimit(c, `comment:${email}`, LIMITS.commentsPerHour);

  // Moderation rule of the mock: a signed-in shopper is known, so the comment goes live at once;
  // a guest's comment waits for a moderator.
  const status = user ? 'approved' : 'pending';
  const creation = new Date(c.get('options').now()).toISOString();
  const id = Number(
    db
      .prepare(`INSERT INTO blog_comment (post_route, reply_to, comment_by, comment_email, user_email, comment, status, creation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(route, replyTo, name, email, user ? user.email : null, text, status, creation).lastInsertRowid,
  );
  const row: CommentRow = { id, reply_to: replyTo, comment_by: name, comment: text, creation, user_email: user ? user.email : null };
  return {
    status: status === 'approved' ? 'published' : 'pending',
    message: tr(c, status === 'approved' ? T.commentPublished : T.commentPending),
    comment: publicComment(row),
  };
}

// ---------------------------------------------------------------------------------------------
// Newsletter: signed, expiring confirmation links
// ---------------------------------------------------------------------------------------------

function signature(secret: string, email: string, expires: number): string {
  return createHmac('sha256', `newsletter:${secret}`).update(`${email}|${expires}`).digest('base64url');
}

/** `<expiry seconds>.<HMAC of email and expiry>`: the link cannot be forged or moved to another address. */
export function confirmationToken(secret: string, email: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  return `${expires}.${signature(secret, email.trim().toLowerCase(), expires)}`;
}

type TokenCheck = 'ok' | 'invalid' | 'expired';

export function checkToken(secret: string, email: string, token: string, nowMs: number): TokenCheck {
  const m = /^(\d{1,12})\.([\w-]{20,100})$/.exec(token);
  if (!m) return 'invalid';
  const expires = Number(m[1]);
  const expected = Buffer.from(signature(secret, email, expires));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'ok';
}

function readEmail(c: AppContext, a: Args): string {
  const email = (str(a, 'email') ?? '').trim().toLowerCase();
  if (!isEmail(email)) throw validationError(tr(c, T.invalidEmail));
  return email;
}

function subscribe(c: AppContext, a: Args) {
  const db = c.get('db');
  const { now, jwtSecret, storefrontUrl } = c.get('options');
  const lang = c.get('lang');
  const email = readEmail(c, a);
  rateLimit(c, `newsletter:${email}`, LIMITS.newsletterPerHour);

  const existing = db.prepare('SELECT status FROM newsletter_subscriber WHERE email = ?').get(email) as { status: string } | undefined;
  if (existing?.status === 'subscribed') return { status: 'already-subscribed', message: tr(c, T.alreadySubscribed) };
  if (!existing) {
    db.prepare(`INSERT INTO newsletter_subscriber (email, status, lang, creation) VALUES (?, 'pending', ?, ?)`).run(email, lang, new Date(now()).toISOString());
  }
  // New or still pending: (re)send the confirmation mail with a fresh link.
  const token = confirmationToken(jwtSecret, email, now() + LIMITS.confirmationTtlHours * HOUR);
  const link = `${storefrontUrl}/pages/confirm_subscription?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  const mail =
    lang === 'it'
      ? {
          subject: 'Conferma la tua iscrizione alla newsletter di Bottega',
          ask: `Per ricevere la newsletter di Bottega conferma il tuo indirizzo aprendo questo link entro ${LIMITS.confirmationTtlHours} ore:`,
          ignore: 'Se non hai chiesto tu l’iscrizione, ignora questa email.',
          cta: 'Conferma l’iscrizione',
          hello: 'Ciao,',
          bye: 'Il team di Bottega',
        }
      : {
          subject: 'Confirm your subscription to the Bottega newsletter',
          ask: `To receive the Bottega newsletter, please confirm your address by opening this link within ${LIMITS.confirmationTtlHours} hours:`,
          ignore: 'If you did not ask to subscribe, just ignore this email.',
          cta: 'Confirm my subscription',
          hello: 'Hello,',
          bye: 'The Bottega team',
        };
  sendMail(
    db,
    {
      to: email,
      subject: mail.subject,
      text: `${mail.hello}\n\n${mail.ask}\n${link}\n\n${mail.ignore}\n\n${mail.bye}`,
      html: `<p>${mail.hello}</p><p>${mail.ask}</p><p><a href="${link.replaceAll('&', '&amp;')}">${mail.cta}</a></p><p>${mail.ignore}</p><p>${mail.bye}</p>`,
      links: [link],
    },
    now(),
  );
  return { status: 'pending', message: tr(c, T.pending) };
}

function confirmSubscription(c: AppContext, a: Args) {
  const db = c.get('db');
  const { now, jwtSecret } = c.get('options');
  const email = readEmail(c, a);
  const token = str(a, 'token') ?? str(a, '_signature') ?? '';
  const check = checkToken(jwtSecret, email, token, now());
  if (check === 'invalid') throw validationError(tr(c, T.badLink));
  const existing = db.prepare('SELECT status FROM newsletter_subscriber WHERE email = ?').get(email) as { status: string } | undefined;
  if (existing?.status === 'subscribed') return { status: 'already-subscribed', message: tr(c, T.alreadyConfirmed) };
  if (check === 'expired') throw frappeError(410, 'LinkExpired', tr(c, T.expiredLink));
  const at = new Date(now()).toISOString();
  db.prepare(
    `INSERT INTO newsletter_subscriber (email, status, lang, creation, confirmed_at) VALUES (?, 'subscribed', ?, ?, ?)
     ON CONFLICT(email) DO UPDATE SET status = 'subscribed', confirmed_at = excluded.confirmed_at`,
  ).run(email, c.get('lang'), at, at);
  return { status: 'subscribed', message: tr(c, T.confirmed) };
}

// ---------------------------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------------------------

function sendContactMessage(c: AppContext, a: Args) {
  const db = c.get('db');
  const { now } = c.get('options');
  const lang = c.get('lang');
  const name = (str(a, 'full_name') ?? '').trim();
  if (name.length < LIMITS.name.min || name.length > LIMITS.name.max) throw validationError(tr(c, T.nameLength));
  const email = (str(a, 'email') ?? str(a, 'sender') ?? '').trim().toLowerCase();
  if (!isEmail(email)) throw validationError(tr(c, T.invalidEmail));
  const subject = (str(a, 'subject') ?? '').trim();
  if (subject.length < LIMITS.subject.min || subject.length > LIMITS.subject.max) throw validationError(tr(c, T.subjectLength));
  const body = (str(a, 'message') ?? '').trim();
  if (body.length < LIMITS.message.min || body.length > LIMITS.message.max) throw validationError(tr(c, T.messageLength));
  rateLimit(c, `contact:${email}`, LIMITS.contactPerHour);

  const creation = new Date(now()).toISOString();
  const id = Number(
    db
      .prepare('INSERT INTO contact_message (full_name, email, subject, message, lang, creation) VALUES (?, ?, ?, ?, ?, ?)')
      .run(name, email, subject, body, lang, creation).lastInsertRowid,
  );
  const ref = `CM-${String(id).padStart(5, '0')}`;
  // A copy for the support team (reply-to the shopper) and an acknowledgement for the shopper.
  sendMail(db, { to: SUPPORT_MAILBOX, subject: `[${ref}] ${subject}`, text: `From: ${name} <${email}>\n\n${body}`, html: '', links: [] }, now());
  const ack =
    lang === 'it'
      ? { subject: `Abbiamo ricevuto il tuo messaggio (${ref})`, text: `Ciao ${name},\n\ngrazie per averci scritto. Ti risponderemo entro un giorno lavorativo.\n\nIl tuo messaggio:\n«${subject}»\n${body}\n\nIl team di Bottega` }
      : { subject: `We have received your message (${ref})`, text: `Hello ${name},\n\nthank you for writing to us. We will answer within one business day.\n\nYour message:\n“${subject}”\n${body}\n\nThe Bottega team` };
  sendMail(db, { to: email, subject: ack.subject, text: ack.text, html: '', links: [] }, now());
  return { status: 'sent', name: ref, message: tr(c, T.messageSent) };
}

// ---------------------------------------------------------------------------------------------
// Pages, FAQ, stores
// ---------------------------------------------------------------------------------------------

function getPage(c: AppContext, route: string) {
  const lang = c.get('lang');
  const row = c.get('db').prepare('SELECT * FROM content_page WHERE route = ?').get(route) as Record<string, string> | undefined;
  if (!row) throw notFound(tr(c, T.pageNotFound));
  return { route: row.route, title: pick(row, 'title', lang), intro: pick(row, 'intro', lang), content: pick(row, 'content', lang), modified: row.modified };
}

function getFaq(c: AppContext) {
  const lang = c.get('lang');
  const rows = c.get('db').prepare('SELECT id, data FROM faq ORDER BY id').all() as Array<{ id: number; data: string }>;
  return rows.map((r) => {
    const f = JSON.parse(r.data) as (typeof FAQS)[number];
    return { name: `FAQ-${r.id}`, order: r.id, category: f.category[lang], question: f.question[lang], answer: f.answer[lang] };
  });
}

function getStores(c: AppContext) {
  const lang = c.get('lang');
  const rows = c.get('db').prepare('SELECT data FROM store ORDER BY id').all() as Array<{ data: string }>;
  return rows.map((r) => {
    const s = JSON.parse(r.data) as (typeof STORES)[number];
    return {
      name: s.name,
      title: s.title,
      address_line1: s.address_line1,
      pincode: s.pincode,
      city: s.city,
      province: s.province,
      country: lang === 'it' ? 'Italia' : 'Italy',
      phone: s.phone,
      email_id: s.email,
      latitude: s.latitude,
      longitude: s.longitude,
      opening_hours: s.hours.map((h) => ({ days: h.days[lang], hours: h.hours })),
      services: s.services.map((x) => x[lang]),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Cover drawings
// ---------------------------------------------------------------------------------------------

const MOTIFS: Record<SeedPost['motif'], string> = {
  drill: '<rect x="250" y="150" width="250" height="90" rx="30" fill="#2b2623"/><rect x="500" y="178" width="110" height="34" rx="8" fill="#8a817a"/><rect x="300" y="235" width="70" height="150" rx="18" fill="#2b2623"/><rect x="285" y="380" width="110" height="60" rx="14" fill="HUEDARK"/>',
  paint: '<rect x="240" y="170" width="200" height="230" rx="18" fill="HUEDARK"/><rect x="240" y="170" width="200" height="36" rx="12" fill="#2b2623"/><rect x="270" y="250" width="140" height="80" rx="8" fill="#f7f3ee"/><rect x="470" y="120" width="60" height="170" rx="10" fill="#2b2623"/><rect x="455" y="280" width="90" height="120" rx="16" fill="HUELIGHT"/>',
  leaf: '<path d="M250 420 C250 240 380 150 560 140 C550 320 450 420 250 420Z" fill="HUEDARK"/><path d="M260 410 L470 230" stroke="#f7f3ee" stroke-width="10" stroke-linecap="round"/>',
  tap: '<rect x="260" y="160" width="260" height="60" rx="26" fill="#8a817a"/><rect x="360" y="110" width="60" height="70" rx="12" fill="#2b2623"/><rect x="470" y="210" width="50" height="90" rx="14" fill="#8a817a"/><circle cx="495" cy="350" r="18" fill="HUEDARK"/><circle cx="495" cy="410" r="12" fill="HUEDARK"/>',
  crate: '<rect x="220" y="230" width="360" height="170" rx="10" fill="HUEDARK"/><rect x="220" y="285" width="360" height="8" fill="#2b2623" opacity="0.35"/><rect x="220" y="340" width="360" height="8" fill="#2b2623" opacity="0.35"/><path d="M300 230 C300 180 330 160 350 150 M420 230 C420 170 460 150 480 140" stroke="#3f7d3a" stroke-width="16" stroke-linecap="round" fill="none"/>',
  bulb: '<circle cx="400" cy="220" r="110" fill="HUELIGHT"/><rect x="350" y="320" width="100" height="70" rx="10" fill="#8a817a"/><rect x="365" y="390" width="70" height="30" rx="10" fill="#2b2623"/><path d="M370 250 L400 200 L430 250" stroke="#2b2623" stroke-width="8" fill="none"/>',
  store: '<rect x="210" y="210" width="380" height="210" fill="#f7f3ee"/><path d="M190 210 L250 140 H550 L610 210Z" fill="HUEDARK"/><rect x="260" y="280" width="110" height="140" fill="#2b2623"/><rect x="420" y="270" width="130" height="80" fill="HUELIGHT"/>',
  goggles: '<rect x="220" y="200" width="360" height="140" rx="60" fill="#2b2623"/><circle cx="320" cy="270" r="52" fill="HUELIGHT"/><circle cx="480" cy="270" r="52" fill="HUELIGHT"/><rect x="180" y="255" width="60" height="24" rx="10" fill="HUEDARK"/><rect x="560" y="255" width="60" height="24" rx="10" fill="HUEDARK"/>',
};

/** An 800 × 500 drawing per post: a tinted background and the post's motif (no external images). */
export function coverSvg(post: Pick<SeedPost, 'hue' | 'motif' | 'route'>): string {
  const h = post.hue;
  const art = MOTIFS[post.motif].replaceAll('HUEDARK', `hsl(${h} 55% 38%)`).replaceAll('HUELIGHT', `hsl(${h} 75% 72%)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="hsl(${h} 45% 92%)"/><circle cx="660" cy="90" r="150" fill="hsl(${h} 50% 86%)"/><ellipse cx="400" cy="440" rx="300" ry="26" fill="hsl(${h} 30% 80%)"/>${art}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Module
// ---------------------------------------------------------------------------------------------

export const contentModule: MockModule = {
  name: 'content',
  migrate,
  register(app) {
    const method = (path: string, handler: (c: AppContext, a: Args) => unknown) => {
      const run = async (c: AppContext) => c.json(message(await handler(c, await args(c))));
      app.get(`/api/method/${path}`, run);
      app.post(`/api/method/${path}`, run);
    };

    method(`${BLOG}.get_blog_post`, listPosts);
    method(`${BLOG}.get_blog_post_detail`, (c, a) => ({ data: postDetail(c, str(a, 'route') ?? str(a, 'name') ?? '') }));
    method(`${BLOG}.get_blog_meta`, (c) => blogMeta(c));
    method(`${BLOG}.add_comment`, addComment);
    method(`${NEWSLETTER}.subscribe`, subscribe);
    method(`${NEWSLETTER}.confirm_subscription`, confirmSubscription);
    method(`${CONTACT}.send_message`, sendContactMessage);
    method(`${PAGES}.get_page`, (c, a) => getPage(c, str(a, 'route') ?? ''));
    method(`${PAGES}.get_faq`, (c) => getFaq(c));
    method(`${PAGES}.get_stores`, (c) => getStores(c));

    app.get('/files/blog/:file{[a-z0-9-]+\\.svg}', (c) => {
      const route = c.req.param('file').replace(/\.svg$/, '');
      const post = BLOG_POSTS.find((p) => p.route === route);
      if (!post) return c.text('Not found', 404);
      return c.body(coverSvg(post), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
    });

    // A moderator approves a guest's comment (development and tests only, like the rest of /__mock).
    app.post('/__mock/blog-comments/:id/approve', (c) => {
      const info = c.get('db').prepare(`UPDATE blog_comment SET status = 'approved' WHERE id = ?`).run(Number(c.req.param('id')) || -1);
      return info.changes ? c.json({ approved: true }) : c.json({ error: 'no such comment' }, 404);
    });
  },
};
