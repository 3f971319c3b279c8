/**
 * Product reviews, answering as the real back-end does (docs/backend/content.md "reviews"):
 *   mymb_ecommerce.mymb_ecommerce.item_review.get_item_reviews (item_code, start=0, end=10 = page length)
 *     → {reviews: [{name, item, customer, rating, title, comment}], average_rating, average_whole_rating,
 *        reviews_per_rating: [% of 5★, 0, 0, 0, 0], total_reviews}; ratings are stars ÷ 5 (0.2 … 1.0),
 *        no date, no author name (customer is the Customer's name: the shopper's e-mail);
 *        `{}` when Webshop Settings "Enable Reviews" is off (site condition reviews-off)
 *   ….add_item_review (item_code, title, rating = a JSON number of stars, comment) — JWT; answers {}
 *     whether it stored the review or not (a second review of the same item is silently ignored)
 *   ….delete_item_review (item_code) — JWT; {status: success|error, message}
 * The table keeps whole stars (the listing sorts on them); the wire carries the fractions.
 */
import type { Database } from 'better-sqlite3';
import type { AppContext, MockModule, SeedInfo } from '../context';
import { args, int, method, missingArgument, pythonError, requiredStr, str } from '../frappe';
import { withoutVersionTriggers } from '../catalogue/version';
import { ANCHOR_MS } from '../seed/generate';
import { mulberry32, pick } from '../seed/prng';
import { REVIEW_TEXTS, REVIEWERS } from '../seed/review-texts';
import { siteHas } from '../site';
import { requireUser } from '../user';

const BASE = 'mymb_ecommerce.mymb_ecommerce.item_review';

interface ReviewRow {
  id: number;
  name: string;
  product_id: number;
  item_code: string;
  user_id: number | null;
  customer: string;
  rating: number;
  title: string;
  comment: string;
  created: string;
}

/** Frappe's datetime format: "2026-01-15 09:00:00". */
function frappeDatetime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Customer's name: registration makes it the shopper's e-mail (seeded reviewers get one too). */
function customerName(customer: string): string {
  if (customer.includes('@')) return customer;
  const local = customer
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return `${local}@example.com`;
}

/** Frappe's Rating field: stars ÷ 5. */
const fraction = (stars: number) => Math.round((stars / 5) * 1000) / 1000;

function presentReview(r: ReviewRow) {
  return {
    name: r.name,
    item: r.item_code,
    customer: customerName(r.customer),
    rating: fraction(r.rating),
    title: r.title,
    comment: r.comment,
  };
}

function productForItem(db: Database, itemCode: string): { id: number; sku: string } | undefined {
  return (db.prepare('SELECT id, sku FROM product WHERE sku = ?').get(itemCode) ??
    db
      .prepare('SELECT p.id, p.sku FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = ?')
      .get(itemCode)) as { id: number; sku: string } | undefined;
}

/**
 * What get_item_reviews answers on this site: `{}` when Webshop Settings "Enable Reviews" is off
 * (the method then skips every query and returns its empty `data`), the reviews otherwise.
 */
export function itemReviewsOnSite(c: AppContext, itemCode: string, start: number, end: number) {
  return siteHas(c, 'reviews-off') ? {} : getItemReviews(c.get('db'), itemCode, start, end);
}

function getItemReviews(db: Database, itemCode: string, start: number, end: number) {
  const product = productForItem(db, itemCode);
  if (!product)
    return {
      reviews: [],
      average_rating: 0,
      average_whole_rating: 0,
      reviews_per_rating: [0, 0, 0, 0, 0],
      total_reviews: 0,
    };
  const stars = db
    .prepare('SELECT rating, count(*) AS n FROM review WHERE product_id = ? GROUP BY rating')
    .all(product.id) as Array<{ rating: number; n: number }>;
  const total = stars.reduce((s, r) => s + r.n, 0);
  const sum = stars.reduce((s, r) => s + r.rating * r.n, 0);
  // The real count only fills the first bucket (reviews rated exactly 1, i.e. five stars).
  const fives = stars.find((r) => r.rating === 5)?.n ?? 0;
  const per = [total ? Math.round((fives / total) * 100) : 0, 0, 0, 0, 0];
  const limit = Math.max(0, Math.min(100, end));
  const rows = db
    .prepare('SELECT * FROM review WHERE product_id = ? ORDER BY created DESC, id DESC LIMIT ? OFFSET ?')
    .all(product.id, limit, start) as ReviewRow[];
  const average = total ? Math.round((sum / total / 5) * 10) / 10 : 0;
  return {
    reviews: rows.map(presentReview),
    average_rating: average,
    average_whole_rating: Math.round(average),
    reviews_per_rating: per,
    total_reviews: total,
  };
}

/** Keep product.rating / product.reviews (used by the listing and its "rating" sort) in step. */
function refreshProductRating(db: Database, productId: number): void {
  db.prepare(
    `UPDATE product SET rating = coalesce((SELECT round(avg(rating), 2) FROM review WHERE product_id = ?), 0),
       reviews = (SELECT count(*) FROM review WHERE product_id = ?) WHERE id = ?`,
  ).run(productId, productId, productId);
}

function nextName(db: Database): string {
  const max = (db.prepare('SELECT max(id) FROM review').pluck().get() as number | null) ?? 0;
  return `REV-${String(max + 1).padStart(6, '0')}`;
}

/** The most reviewed product: more reviews than the product page shows at once, so paging has something to page. */
const MANY_REVIEWS = { productId: 1, count: 27 };

function seedReviews(db: Database, info: SeedInfo): void {
  const t0 = Date.now();
  const ins = db.prepare(
    'INSERT INTO review (id, name, product_id, item_code, user_id, customer, rating, title, comment, created) VALUES (?,?,?,?,NULL,?,?,?,?,?)',
  );
  const upd = db.prepare('UPDATE product SET rating = ?, reviews = ? WHERE id = ?');
  const rows = db.prepare('SELECT id, sku, gen, quality, created_at FROM product ORDER BY id').raw().all() as Array<
    [number, string, number, number, string]
  >;
  const n = rows.length;
  let id = 0;
  for (const [pid, sku, gen, quality, created] of rows) {
    const rng = mulberry32(gen ^ 0x7f4a7c15);
    const r = (pid - 1) / n;
    const drawn = Math.min(12, Math.floor(9 * Math.pow(1 - r, 3) + rng() * 2.2));
    const count = pid === MANY_REVIEWS.productId ? MANY_REVIEWS.count : drawn;
    if (count === 0) continue;
    const from = Date.parse(created);
    let sum = 0;
    const used = new Set<string>();
    for (let k = 0; k < count; k++) {
      const stars = Math.max(1, Math.min(5, Math.round(quality + (rng() - 0.5) * 2.4))) as 1 | 2 | 3 | 4 | 5;
      sum += stars;
      let customer = pick(rng, REVIEWERS);
      while (used.has(customer) && used.size < REVIEWERS.length) customer = pick(rng, REVIEWERS);
      used.add(customer);
      // The shop's content language; the draw stays so the rest of the seed is unchanged.
      rng();
      const lang = 'it';
      const texts = REVIEW_TEXTS[lang][stars];
      const when = from + Math.floor(rng() * Math.max(1, ANCHOR_MS - from));
      id++;
      ins.run(
        id,
        `REV-${String(id).padStart(6, '0')}`,
        pid,
        sku,
        customer,
        stars,
        pick(rng, texts.titles),
        pick(rng, texts.comments),
        frappeDatetime(when),
      );
    }
    upd.run(Math.round((sum / count) * 100) / 100, count, pid);
  }
  db.exec('CREATE INDEX IF NOT EXISTS review_product ON review (product_id, created)');
  info.log(`  ${id} reviews in ${Date.now() - t0} ms`);
}

export const reviewsModule: MockModule = {
  name: 'reviews',
  migrate(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS review (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      product_id INTEGER NOT NULL,
      item_code TEXT NOT NULL,
      user_id INTEGER,
      customer TEXT NOT NULL,
      rating INTEGER NOT NULL,
      title TEXT NOT NULL,
      comment TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS review_user_product ON review (user_id, product_id) WHERE user_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS review_product ON review (product_id, created);`);
  },
  seed(db, info) {
    db.exec('DROP INDEX IF EXISTS review_product');
    withoutVersionTriggers(db, () => seedReviews(db, info));
  },
  register(app) {
    method(app, `${BASE}.get_item_reviews`, async (c) => {
      const a = await args(c);
      const code = requiredStr(a, 'item_code').trim();
      const start = int(a, 'start', 0, 0);
      const length = int(a, 'end', 10, 0);
      return itemReviewsOnSite(c, code, start, length);
    });

    method(app, `${BASE}.add_item_review`, async (c) => {
      const user = await requireUser(c);
      const a = await args(c);
      const db = c.get('db');
      const code = requiredStr(a, 'item_code').trim();
      if (a.title === undefined) throw missingArgument('add_item_review', 'title');
      // `rating / 5` in Python: a string fails, any number is stored (no range check).
      if (typeof a.rating !== 'number')
        throw pythonError('TypeError', "unsupported operand type(s) for /: 'str' and 'int'");
      const product = productForItem(db, code);
      if (!product) return undefined;
      const existing = db.prepare('SELECT 1 FROM review WHERE user_id = ? AND product_id = ?').get(user.id, product.id);
      if (existing) return undefined;
      db.prepare(
        'INSERT INTO review (name, product_id, item_code, user_id, customer, rating, title, comment, created) VALUES (?,?,?,?,?,?,?,?,?)',
      ).run(
        nextName(db),
        product.id,
        product.sku,
        user.id,
        user.email,
        a.rating,
        String(a.title),
        str(a, 'comment') ?? '',
        frappeDatetime(c.get('options').now()),
      );
      refreshProductRating(db, product.id);
      return undefined;
    });

    method(app, `${BASE}.delete_item_review`, async (c) => {
      const user = await requireUser(c);
      const a = await args(c);
      const db = c.get('db');
      const code = requiredStr(a, 'item_code').trim();
      const product = productForItem(db, code);
      const row = product
        ? (db.prepare('SELECT * FROM review WHERE user_id = ? AND product_id = ?').get(user.id, product.id) as
            ReviewRow | undefined)
        : undefined;
      if (!row) return { status: 'error', message: 'You do not have permission to delete this review.' };
      db.prepare('DELETE FROM review WHERE id = ?').run(row.id);
      refreshProductRating(db, row.product_id);
      return { status: 'success', message: 'Item review deleted successfully.' };
    });
  },
};
