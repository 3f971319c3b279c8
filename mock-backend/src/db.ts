/** Opening the SQLite database and running every module's migration. */
import Database from 'better-sqlite3';
import type { Database as DB } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { modules } from './modules';

export type { DB };

/** Open (creating folders as needed) and migrate. `':memory:'` gives a throw-away database. */
export function openDatabase(file: string): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
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
  db.prepare('INSERT INTO mock_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
