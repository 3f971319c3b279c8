/**
 * Wishlist of the logged-in shopper (JWT required):
 *   mymb_ecommerce.mymb_ecommerce.wishlist.get_from_wishlist (page, per_page) → [{item_code}] or {} when empty
 *   ….add_to_wishlist (item_code)    → {status: "success", message, item_code}
 *   ….remove_from_wishlist (item_code) → {status: "success", message, item_code}
 * item_code is the product sku (a variant sku is accepted and stored as its product's sku).
 * Full products: the listing with `wishlist=1`.
 */
import type { Database } from 'better-sqlite3';
import type { MockModule } from '../context';
import { args, int, method, notFound, requiredStr } from '../frappe';
import { requireUser } from '../user';

const BASE = 'mymb_ecommerce.mymb_ecommerce.wishlist';

export function wishlistProductIds(db: Database, userId: number): number[] {
  return db
    .prepare('SELECT p.id FROM wishlist w JOIN product p ON p.sku = w.item_code WHERE w.user_id = ? ORDER BY w.created DESC')
    .pluck()
    .all(userId) as number[];
}

function productSku(db: Database, itemCode: string): string | undefined {
  return (db.prepare('SELECT sku FROM product WHERE sku = ?').pluck().get(itemCode) ??
    db.prepare('SELECT p.sku FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = ?').pluck().get(itemCode)) as
    | string
    | undefined;
}

export const wishlistModule: MockModule = {
  name: 'wishlist',
  migrate(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS wishlist (
      user_id INTEGER NOT NULL,
      item_code TEXT NOT NULL,
      created TEXT NOT NULL,
      PRIMARY KEY (user_id, item_code)
    )`);
  },
  seed(db) {
    // Mario already likes a few things, so the wishlist page is not empty in a demo.
    const mario = db.prepare("SELECT id FROM user WHERE email = 'mario.rossi@example.com'").pluck().get() as number | undefined;
    if (!mario) return;
    const skus = db.prepare('SELECT sku FROM product WHERE id IN (2, 5, 9) ORDER BY id').pluck().all() as string[];
    const ins = db.prepare('INSERT OR IGNORE INTO wishlist (user_id, item_code, created) VALUES (?, ?, ?)');
    skus.forEach((s, i) => ins.run(mario, s, new Date(Date.UTC(2026, 0, 10 + i)).toISOString()));
  },
  register(app) {
    method(app, `${BASE}.get_from_wishlist`, async (c) => {
      const user = await requireUser(c);
      const a = await args(c);
      const perPage = int(a, 'per_page', 10, 1, 100);
      const page = int(a, 'page', 1, 1);
      const rows = c
        .get('db')
        .prepare('SELECT item_code FROM wishlist WHERE user_id = ? ORDER BY created DESC, item_code LIMIT ? OFFSET ?')
        .all(user.id, perPage, (page - 1) * perPage) as Array<{ item_code: string }>;
      return rows.length ? rows : {};
    });

    method(app, `${BASE}.add_to_wishlist`, async (c) => {
      const user = await requireUser(c);
      const a = await args(c);
      const db = c.get('db');
      const code = requiredStr(a, 'item_code').trim();
      const sku = productSku(db, code);
      if (!sku) throw notFound(`Item ${code} not found`);
      db.prepare('INSERT OR IGNORE INTO wishlist (user_id, item_code, created) VALUES (?, ?, ?)').run(
        user.id,
        sku,
        new Date(c.get('options').now()).toISOString(),
      );
      return { status: 'success', message: 'Item added to wishlist', item_code: sku };
    });

    method(app, `${BASE}.remove_from_wishlist`, async (c) => {
      const user = await requireUser(c);
      const a = await args(c);
      const db = c.get('db');
      const code = requiredStr(a, 'item_code').trim();
      const sku = productSku(db, code) ?? code;
      db.prepare('DELETE FROM wishlist WHERE user_id = ? AND item_code = ?').run(user.id, sku);
      return { status: 'success', message: 'Item removed from wishlist', item_code: sku };
    });
  },
};
