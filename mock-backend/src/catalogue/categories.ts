/** The catalogue's categories, static after seeding: read once and kept in memory per database. */
import type { Database } from 'better-sqlite3';
import type { Kind } from '../seed/kinds';

export interface CategoryRow {
  id: number;
  slug: string;
  parent_id: number | null;
  ord: number;
  name_en: string;
  name_it: string;
  desc_en: string;
  desc_it: string;
  kind: Kind;
  hue: number;
  disabled: number;
}

export interface CategoryIndex {
  list: CategoryRow[];
  byId: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  /** Children by parent id; 0 = roots. */
  children: Map<number, CategoryRow[]>;
}

const categoryCache = new WeakMap<Database, CategoryIndex>();

export function categories(db: Database): CategoryIndex {
  let idx = categoryCache.get(db);
  if (idx) return idx;
  const list = db.prepare('SELECT * FROM category ORDER BY ord').all() as CategoryRow[];
  idx = { list, byId: new Map(), bySlug: new Map(), children: new Map() };
  for (const c of list) {
    idx.byId.set(c.id, c);
    idx.bySlug.set(c.slug, c);
    idx.bySlug.set(c.name_en.toLowerCase(), c);
    idx.bySlug.set(c.name_it.toLowerCase(), c);
    const parent = c.parent_id ?? 0;
    const arr = idx.children.get(parent) ?? [];
    arr.push(c);
    idx.children.set(parent, arr);
  }
  categoryCache.set(db, idx);
  return idx;
}

export function invalidateCatalogueCache(db: Database): void {
  categoryCache.delete(db);
}
