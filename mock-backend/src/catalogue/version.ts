/**
 * The catalogue's version row and the triggers that bump it on every product or variant change;
 * the in-memory listing index (memindex.ts) rebuilds when the version moved.
 */
import type { Database } from 'better-sqlite3';

export const VERSION_KEY = 'catalogue_version';

/** Triggers that mark the catalogue changed (created after bulk seeding, see seed.ts); the
 * version row itself is created by the catalogue migration. */
export const VERSION_TRIGGERS: Record<string, string> = {
  product_changed_upd: `CREATE TRIGGER IF NOT EXISTS product_changed_upd AFTER UPDATE ON product BEGIN
    UPDATE mock_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '${VERSION_KEY}'; END`,
  product_changed_ins: `CREATE TRIGGER IF NOT EXISTS product_changed_ins AFTER INSERT ON product BEGIN
    UPDATE mock_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '${VERSION_KEY}'; END`,
  product_changed_del: `CREATE TRIGGER IF NOT EXISTS product_changed_del AFTER DELETE ON product BEGIN
    UPDATE mock_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '${VERSION_KEY}'; END`,
  variant_changed_upd: `CREATE TRIGGER IF NOT EXISTS variant_changed_upd AFTER UPDATE ON variant BEGIN
    UPDATE mock_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '${VERSION_KEY}'; END`,
};

export function currentVersion(db: Database): string {
  const v = db.prepare('SELECT value FROM mock_meta WHERE key = ?').pluck().get(VERSION_KEY) as string | undefined;
  return v ?? '0';
}

/** Run a bulk update without bumping the version row once per row; bumps it once at the end. */
export function withoutVersionTriggers(db: Database, fn: () => void): void {
  for (const name of Object.keys(VERSION_TRIGGERS)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  try {
    fn();
  } finally {
    for (const sql of Object.values(VERSION_TRIGGERS)) db.exec(sql);
    db.prepare('UPDATE mock_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = ?').run(VERSION_KEY);
  }
}
