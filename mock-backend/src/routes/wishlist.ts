/**
 * Wishlist of the logged-in shopper (JWT), answering as mymb_ecommerce.mymb_ecommerce.wishlist does:
 *   get_from_wishlist (page 1, per_page 20) → [{item_code}] newest first; nothing → body `{}`
 *   add_to_wishlist (item_code)    → body `{}` when added and when already there;
 *                                     not an Item → {status: "error", message: "Item not found"}
 *   remove_from_wishlist (item_code) → {status: "success"}, or {status: "error"} when it was not there
 * item_code is the product sku (a variant sku is accepted and stored as its product's sku).
 * An invalid JWT crashes with a TypeError: these methods index `payload["email"]`.
 * Full products: the listing with `skus=` (or `wishlist=1`, with its quirks).
 */
import type { Database } from 'better-sqlite3';
import type { MockModule } from '../context';
import { args, int, method } from '../frappe';
import { RaisedError, requireUser } from '../user';

const BASE = 'mymb_ecommerce.mymb_ecommerce.wishlist';

export function wishlistProductIds(db: Database, userId: number): number[] {
  return db
    .prepare(
      'SELECT p.id FROM wishlist w JOIN product p ON p.sku = w.item_code WHERE w.user_id = ? ORDER BY w.created DESC',
    )
    .pluck()
    .all(userId) as number[];
}

function productSku(db: Database, itemCode: string): string | undefined {
  return (db.prepare('SELECT sku FROM product WHERE sku = ?').pluck().get(itemCode) ??
    db
      .prepare('SELECT p.sku FROM variant v JOIN product p ON p.id = v.product_id WHERE v.sku = ?')
      .pluck()
      .get(itemCode)) as string | undefined;
}

/** `item_code` is declared without a default: absent → the call fails before the method runs. */
async function itemCode(c: Parameters<typeof args>[0], fn: string): Promise<string> {
  const v = (await args(c)).item_code;
  if (v === undefined || v === null)
    throw new RaisedError(500, 'TypeError', `TypeError: ${fn}() missing 1 required positional argument: 'item_code'`);
  return String(v).trim();
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
    const mario = db.prepare("SELECT id FROM user WHERE email = 'mario.rossi@example.com'").pluck().get() as
      number | undefined;
    if (!mario) return;
    const skus = db.prepare('SELECT sku FROM product WHERE id IN (2, 5, 9) ORDER BY id').pluck().all() as string[];
    const ins = db.prepare('INSERT OR IGNORE INTO wishlist (user_id, item_code, created) VALUES (?, ?, ?)');
    skus.forEach((s, i) => ins.run(mario, s, new Date(Date.UTC(2026, 0, 10 + i)).toISOString()));
  },
  register(app) {
    method(app, `${BASE}.get_from_wishlist`, async (c) => {
      const user = await requireUser(c, 'TypeError');
      const a = await args(c);
      const perPage = int(a, 'per_page', 20, 0);
      const page = int(a, 'page', 1, 1);
      const rows = c
        .get('db')
        .prepare('SELECT item_code FROM wishlist WHERE user_id = ? ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?')
        .all(user.id, perPage, (page - 1) * perPage) as Array<{ item_code: string }>;
      // The real method returns None for an empty page: Frappe answers the body `{}`.
      return rows.length ? rows : undefined;
    });

    method(app, `${BASE}.add_to_wishlist`, async (c) => {
      const user = await requireUser(c, 'TypeError');
      const db = c.get('db');
      const code = await itemCode(c, 'add_to_wishlist');
      const sku = productSku(db, code);
      if (!sku) return { status: 'error', message: 'Item not found' };
      db.prepare('INSERT OR IGNORE INTO wishlist (user_id, item_code, created) VALUES (?, ?, ?)').run(
        user.id,
        sku,
        new Date(c.get('options').now()).toISOString(),
      );
      return undefined;
    });

    method(app, `${BASE}.remove_from_wishlist`, async (c) => {
      const user = await requireUser(c, 'TypeError');
      const db = c.get('db');
      const code = await itemCode(c, 'remove_from_wishlist');
      const sku = productSku(db, code) ?? code;
      const gone = db.prepare('DELETE FROM wishlist WHERE user_id = ? AND item_code = ?').run(user.id, sku).changes;
      return { status: gone ? 'success' : 'error' };
    });
  },
};
