import type { Database } from 'better-sqlite3';
import { orderCommentRows } from '../commerce/order-comments';
import type { AppContext } from '../context';

/** The columns every Frappe row carries. */
export function docFields(name: string, creation: string, idx = 0) {
  return {
    name,
    owner: 'Administrator',
    creation,
    modified: creation,
    modified_by: 'Administrator',
    docstatus: 0,
    idx,
    _user_tags: null,
    _comments: null,
    _assign: null,
    _liked_by: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Rows as resources and method answers
// ---------------------------------------------------------------------------------------------

export type Row = Record<string, unknown>;

export const rows = (db: Database, sql: string, ...params: unknown[]): Row[] =>
  (db.prepare(sql).all(...params) as Array<{ data: string }>).map((r) => JSON.parse(r.data) as Row);

export function blogPosts(db: Database): Row[] {
  return rows(db, 'SELECT data FROM cms_blog_post ORDER BY creation DESC, name DESC');
}

/** Comment rows as Frappe stores them (reply_to is the extended profile's custom field). */
export function commentRows(c: AppContext): Row[] {
  const list = c.get('db').prepare('SELECT * FROM cms_comment ORDER BY creation ASC, name ASC').all() as Row[];
  const extended = c.get('options').profile === 'extended';
  const blog = list.map(({ reply_to, ...r }) => ({
    ...docFields(String(r.name), String(r.creation)),
    ...r,
    comment_type: 'Comment',
    ...(extended ? { reply_to } : {}),
  }));
  return [...blog, ...orderCommentRows(c.get('db'))];
}

type Op = [string, unknown];

/** One `get_blog_post` filter value: `value` or `[operator, value]`. */
export function matches(value: unknown, cond: unknown): boolean {
  const [op, want]: Op =
    Array.isArray(cond) && cond.length === 2 && typeof cond[0] === 'string'
      ? [cond[0].toLowerCase(), cond[1]]
      : ['=', cond];
  const eq = (a: unknown, b: unknown) => a == b || String(a) === String(b);
  switch (op) {
    case '=':
      return eq(value, want);
    case '!=':
      return !eq(value, want);
    case 'in':
      return Array.isArray(want) && want.some((w) => eq(value, w));
    case 'not in':
      return Array.isArray(want) && !want.some((w) => eq(value, w));
    case 'like': {
      const pattern = String(want)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.');
      return new RegExp(`^${pattern}$`, 'i').test(String(value ?? ''));
    }
    case '>':
      return String(value) > String(want);
    case '<':
      return String(value) < String(want);
    case '>=':
      return String(value) >= String(want);
    case '<=':
      return String(value) <= String(want);
    default:
      throw new Error(`Invalid operator ${op}`);
  }
}
