/** Seeding: every module's `seed` hook, in list order, inside one transaction. */
import type { Database } from 'better-sqlite3';
import type { SeedInfo } from '../context';
import { getMeta, migrateAll, SCHEMA_VERSION, setMeta } from '../db';
import { modules } from '../modules';
import { DEFAULT_SEED } from './generate';

export interface SeedOptions {
  products?: number;
  seed?: number;
  log?: (line: string) => void;
}

export function isSeeded(db: Database): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

export function seedDatabase(db: Database, opts: SeedOptions = {}): SeedInfo {
  migrateAll(db);
  const info: SeedInfo = {
    products: Math.max(1, Math.floor(opts.products ?? 180)),
    seed: opts.seed ?? DEFAULT_SEED,
    log: opts.log ?? (() => {}),
  };
  if (isSeeded(db)) throw new Error('Database already seeded; use --reset to start again');
  db.transaction(() => {
    for (const m of modules) {
      if (!m.seed) continue;
      info.log(`seeding ${m.name}`);
      m.seed(db, info);
    }
    setMeta(db, 'seeded_at', new Date().toISOString());
    setMeta(db, 'seed', String(info.seed));
    setMeta(db, 'schema_version', SCHEMA_VERSION);
    setMeta(db, 'products', String(info.products));
  })();
  return info;
}
