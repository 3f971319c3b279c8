import { blogPosts, commentRows, matches, type Row } from './rows';
import type { AppContext } from '../context';
import { type Args, json, str } from '../frappe';

/** `get_blog_post`: every failure is a 200 with `{error, data: [], count: 0}`, as the real method's catch-all. */
export function listPosts(c: AppContext, a: Args) {
  try {
    const limit = a.limit ?? 10;
    const page = a.page ?? 1;
    const filters = a.filters ?? {};
    // The real method does `(page - 1) * int(limit)` and `filters.items()`: a string page or a
    // list of filters fails there.
    if (typeof page !== 'number')
      throw new Error(
        `unsupported operand type(s) for -: '${typeof page === 'string' ? 'str' : 'NoneType'}' and 'int'`,
      );
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters))
      throw new Error(`'${Array.isArray(filters) ? 'list' : 'str'}' object has no attribute 'items'`);
    const size = Number.parseInt(String(limit), 10);
    if (!Number.isFinite(size)) throw new Error(`invalid literal for int() with base 10: '${String(limit)}'`);
    const all = blogPosts(c.get('db'));
    const known = new Set(
      Object.keys(all[0] ?? {}).filter(
        (k) => !k.startsWith('_') && !['owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'].includes(k),
      ),
    );
    const valid = Object.entries(filters as Record<string, unknown>).filter(([k]) => known.has(k));
    const ignored = Object.keys(filters as Record<string, unknown>).filter((k) => !known.has(k));
    const found = all.filter((row) => valid.every(([k, v]) => matches(row[k], v)));
    const start = size ? (page - 1) * size : 0;
    const data = size ? found.slice(start, start + size) : found.slice(start);
    return {
      data,
      count: data.length,
      ...(ignored.length
        ? { warning: `Warning: The following filter keys were ignored as they are not valid: ${ignored.join(', ')}.` }
        : {}),
    };
  } catch (error) {
    return {
      error: `An unexpected error occurred. ${error instanceof Error ? error.message : String(error)}`,
      data: [],
      count: 0,
    };
  }
}

export function postDetail(c: AppContext, a: Args) {
  const route = a.route;
  if (route === undefined || route === null) return { error: 'Route is a mandatory field.' };
  const row = blogPosts(c.get('db')).find((p) => p.route === String(route));
  return row ? { data: row } : { error: 'No blog post found for the given route.' };
}

export function webPageDetail(c: AppContext, a: Args) {
  const route = a.route;
  if (route === undefined || route === null) return { error: 'Route is a mandatory field.' };
  const row = c.get('db').prepare('SELECT data FROM cms_web_page WHERE route = ?').get(String(route)) as
    { data: string } | undefined;
  return row ? { data: JSON.parse(row.data) as Row } : { error: 'No Web Page found for the given route.' };
}

/** `frappe.client.get_count` for the content doctypes: `{field: value}` or `[[field, op, value]]` filters. */
export function countRows(c: AppContext, a: Args): number | undefined {
  const doctype = str(a, 'doctype');
  const source = doctype === 'Blog Post' ? blogPosts(c.get('db')) : doctype === 'Comment' ? commentRows(c) : undefined;
  if (!source) return undefined;
  const filters = json<unknown>(a, 'filters');
  const conds: Array<[string, unknown]> = Array.isArray(filters)
    ? filters.filter(Array.isArray).map((f: unknown[]) => [String(f[0]), [String(f[1] ?? '='), f[2]]])
    : Object.entries((filters as Record<string, unknown>) ?? {});
  return source.filter((row) => conds.every(([k, v]) => matches(row[k], v))).length;
}
