/** Opening the SQLite database and running every module's migration. */
import Database from 'better-sqlite3';
import type { Database as DB } from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { modules } from './modules';

export type { DB };

/**
 * Bump when a table changes in a way `CREATE … IF NOT EXISTS` cannot bring an existing database
 * up to date, or when the seed changes what it stores (4: the guarantee facet values kept in
 * `product.facets`): a database seeded by an older version is then deleted and seeded again on
 * start (shopper data in it is lost, which is fine for a mock).
 */
export const SCHEMA_VERSION = '4';

/** The schema version a database file was seeded with (undefined: new or never seeded). */
function seededVersion(file: string): string | undefined {
  const raw = new Database(file);
  try {
    const seeded = raw.prepare("SELECT value FROM mock_meta WHERE key = 'seeded_at'").pluck().get();
    if (!seeded) return undefined;
    return (
      (raw.prepare("SELECT value FROM mock_meta WHERE key = 'schema_version'").pluck().get() as string | undefined) ??
      '0'
    );
  } catch {
    return undefined; // no mock_meta yet
  } finally {
    raw.close();
  }
}

export interface OpenOptions {
  /** Delete a database seeded by an older schema version (main.ts does; tests use :memory:). */
  resetIfOutdated?: (file: string, found: string) => void;
}

/** Open (creating folders as needed) and migrate. `':memory:'` gives a throw-away database. */
export function openDatabase(file: string, opts: OpenOptions = {}): DB {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    const found = opts.resetIfOutdated ? seededVersion(file) : undefined;
    if (found !== undefined && found !== SCHEMA_VERSION) {
      opts.resetIfOutdated!(file, found);
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    }
  }
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -65536'); // 64 MiB page cache: the 100k catalogue fits
  migrateAll(db);
  return db;
}

/** Idempotent: every module creates its tables with CREATE … IF NOT EXISTS. */
export function migrateAll(db: DB): void {
  db.exec(`CREATE TABLE IF NOT EXISTS mock_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  for (const m of modules) m.migrate?.(db);
}

export function getMeta(db: DB, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM mock_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: DB, key: string, value: string): void {
  db.prepare(
    'INSERT INTO mock_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
