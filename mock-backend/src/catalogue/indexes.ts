/** The catalogue's secondary indexes and change triggers, dropped for bulk seeding and built after it. */
import type { Database } from 'better-sqlite3';
import { VERSION_KEY, VERSION_TRIGGERS } from './version';

const SECONDARY_INDEXES: Record<string, string> = {
  product_slug: 'CREATE UNIQUE INDEX IF NOT EXISTS product_slug ON product (slug)',
  product_sku: 'CREATE UNIQUE INDEX IF NOT EXISTS product_sku ON product (sku)',
  product_price: 'CREATE INDEX IF NOT EXISTS product_price ON product (eff_price)',
  product_created: 'CREATE INDEX IF NOT EXISTS product_created ON product (created_at)',
  product_rating: 'CREATE INDEX IF NOT EXISTS product_rating ON product (rating, reviews)',
  product_category_id: 'CREATE INDEX IF NOT EXISTS product_category_id ON product (category_id)',
  product_hot: 'CREATE INDEX IF NOT EXISTS product_hot ON product (is_hot)',
  variant_sku: 'CREATE UNIQUE INDEX IF NOT EXISTS variant_sku ON variant (sku)',
  variant_product: 'CREATE INDEX IF NOT EXISTS variant_product ON variant (product_id, ord)',
  product_facet_product: 'CREATE INDEX IF NOT EXISTS product_facet_product ON product_facet (product_id)',
};

export function createCatalogueIndexes(db: Database): void {
  for (const sql of Object.values(SECONDARY_INDEXES)) db.exec(sql);
  db.prepare("INSERT OR IGNORE INTO mock_meta (key, value) VALUES (?, '0')").run(VERSION_KEY);
  for (const sql of Object.values(VERSION_TRIGGERS)) db.exec(sql);
}

/** Bulk loading is much faster without secondary indexes: built once, sorted, afterwards. */
export function dropCatalogueIndexes(db: Database): void {
  for (const name of Object.keys(SECONDARY_INDEXES)) db.exec(`DROP INDEX IF EXISTS ${name}`);
  for (const name of Object.keys(VERSION_TRIGGERS)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
}
