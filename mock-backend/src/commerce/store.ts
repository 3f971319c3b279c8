/**
 * Naming series, tokens and money shared by the commerce area (tables: schema.ts). Money is kept
 * in integer cents; answers convert to euro at the edge, as the real back-end speaks euro.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Lang } from '../context';
import { findCoupon } from './data';

/** ERPNext-style names: SAL-ORD-2026-00001 … one counter per prefix, inside the caller's transaction. */
export function nextName(db: Database, prefix: string): string {
  db.prepare('INSERT INTO naming_series (prefix, current) VALUES (?, 0) ON CONFLICT(prefix) DO NOTHING').run(prefix);
  db.prepare('UPDATE naming_series SET current = current + 1 WHERE prefix = ?').run(prefix);
  const { current } = db.prepare('SELECT current FROM naming_series WHERE prefix = ?').get(prefix) as {
    current: number;
  };
  return `${prefix}${String(current).padStart(5, '0')}`;
}

export const token = (bytes = 18) => randomBytes(bytes).toString('base64url');
export const euro = (cents: number) => Math.round(cents) / 100;

export function couponDescription(code: string | null, lang: Lang): string | null {
  const c = code ? findCoupon(code) : undefined;
  return c ? c.description[lang] : null;
}
