/**
 * Frappe wire-format helpers: `{"message": …}` answers, Frappe-style errors and argument parsing.
 *
 * Frappe answers `GET|POST /api/method/<dotted.path>` with `{"message": value}` (or `{}` when the
 * method returns nothing) and maps exceptions to HTTP statuses with a body
 * `{"exc_type": "...", "_server_messages": "[\"{\\\"message\\\": ...}\"]"}` — a JSON string holding
 * a list of JSON strings. See docs/backend.md.
 */
import type { App, AppContext } from './context';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ExcType =
  | 'ValidationError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'DoesNotExistError'
  | 'DuplicateEntryError'
  | 'LinkExpired'
  | 'TooManyRequests'
  | 'ServiceUnavailable'
  | 'Exception';

/** `{"message": value}`; `undefined` gives Frappe's `{}` for methods that return nothing. */
function message(value: unknown): Record<string, unknown> {
  return value === undefined ? {} : { message: value };
}

/** The body of a Frappe error answer. */
export function frappeErrorBody(excType: string, text: string, title = 'Message'): { exc_type: string; _server_messages: string } {
  const inner = JSON.stringify({ message: text, title, indicator: 'red' });
  return { exc_type: excType, _server_messages: JSON.stringify([inner]) };
}

/** Thrown by handlers; app.ts turns it into the Frappe error answer. */
export class FrappeError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly excType: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FrappeError';
  }
  /** Errors raised directly (not through frappe.throw) carry no `_server_messages`, only `exception`. */
  raised = false;
  get body(): Record<string, string> {
    if (this.raised) return { exc_type: this.excType, exception: `${this.excType}: ${this.message}` };
    return frappeErrorBody(this.excType, this.message);
  }
}

/**
 * A Python exception escaping a method (a bug, a missing argument): 500 with the class name as
 * `exc_type`, the text in `exception` and no `_server_messages`, e.g. `pythonError('TypeError',
 * "apply_coupon_code() missing 1 required positional argument: 'applied_referral_sales_partner'")`.
 */
export function pythonError(excType: string, text: string): FrappeError {
  const err = new FrappeError(500, excType, text);
  err.raised = true;
  return err;
}

/** Frappe's answer when a whitelisted method is called without a required argument. */
export function missingArgument(method: string, arg: string): FrappeError {
  return pythonError('TypeError', `${method}() missing 1 required positional argument: '${arg}'`);
}

/** Build (not throw) an error; `throw frappeError(417, 'ValidationError', '…')`. */
export function frappeError(
  status: ContentfulStatusCode,
  excType: ExcType | string,
  text: string,
  headers?: Record<string, string>,
): FrappeError {
  return new FrappeError(status, excType, text, headers);
}

export const validationError = (text: string) => frappeError(417, 'ValidationError', text);
export const notFound = (text: string) => frappeError(404, 'DoesNotExistError', text);
const permissionError = (text: string) => frappeError(403, 'PermissionError', text);
export const duplicateEntry = (text: string) => frappeError(409, 'DuplicateEntryError', text);

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

export type Args = Record<string, unknown>;

const ARGS_KEY = 'frappeArgs' as const;

/**
 * All arguments of a call: the JSON body alone for a JSON request (as Frappe reads it), otherwise
 * the query string with a form body (urlencoded or multipart) overriding it, so handlers never care
 * how an argument arrived. The result is memoised on the context (a body can only be read once).
 */
export async function args(c: AppContext): Promise<Args> {
  const cached = c.get(ARGS_KEY) as Args | undefined;
  if (cached) return cached;
  const out: Args = {};
  const url = new URL(c.req.url);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  // A JSON request takes its arguments from the body only: Frappe then ignores the query string.
  if (!(hasBody && type.includes('application/json'))) for (const [k, v] of url.searchParams) out[k] = v;
  if (hasBody) {
    try {
      if (type.includes('application/json')) {
        const text = await c.req.text();
        if (text.trim()) {
          const body: unknown = JSON.parse(text);
          if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(out, body);
        }
      } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
        const form = await c.req.parseBody();
        for (const [k, v] of Object.entries(form)) out[k] = typeof v === 'string' ? v : String(v);
      } else {
        // No or unknown content type: try JSON, then a form body, silently.
        const text = await c.req.text();
        if (text.trim().startsWith('{')) {
          try {
            Object.assign(out, JSON.parse(text));
          } catch {
            /* not JSON */
          }
        } else if (text.includes('=')) {
          for (const [k, v] of new URLSearchParams(text)) out[k] = v;
        }
      }
    } catch {
      throw validationError('Invalid request body');
    }
  }
  c.set(ARGS_KEY, out);
  return out;
}

/** A string argument (numbers are stringified; objects JSON-encoded); `undefined` when absent or empty. */
export function str(a: Args, key: string): string | undefined {
  const v = a[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** A required string argument, else 417 "<key> is required". */
export function requiredStr(a: Args, key: string, label = key): string {
  const v = str(a, key);
  if (v === undefined) throw validationError(`${label} is required`);
  return v;
}

/** An integer argument within [min, max], else the fallback; malformed numbers give the fallback. */
export function int(a: Args, key: string, fallback: number, min = -Infinity, max = Infinity): number {
  const v = a[key];
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** An argument that may be a JSON string or an already-parsed value. */
export function json<T = unknown>(a: Args, key: string): T | undefined {
  const v = a[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    throw validationError(`${key} must be valid JSON`);
  }
}

// ---------------------------------------------------------------------------------------------
// Route registration
// ---------------------------------------------------------------------------------------------

type MethodResult = unknown | Response;

/**
 * Frappe's answer to a method path it cannot import (frappe/handler.py): 417 ValidationError,
 * "Failed to get method for command <path> with <reason>". The storefront reads this as "the
 * back-end has no such method" and lets the feature step aside.
 */
export function unknownMethod(dotted: string): FrappeError {
  const dot = dotted.lastIndexOf('.');
  const reason = dot > 0 ? `module '${dotted.slice(0, dot)}' has no attribute '${dotted.slice(dot + 1)}'` : `No module named '${dotted}'`;
  return frappeError(417, 'ValidationError', `Failed to get method for command ${dotted} with ${reason}`);
}

export interface MethodOptions {
  /** Which HTTP verbs the real method accepts; another verb answers Frappe's 403 "Not permitted". */
  http?: 'GET' | 'POST' | 'any';
  /**
   * An optional method (docs/backend/*.md) that the real back-end lacks: registered only under
   * `MOCK_PROFILE=extended`, otherwise it answers as Frappe answers an unknown method.
   */
  extended?: boolean;
}

/**
 * Register a whitelisted method at `/api/method/<dotted>`. The handler returns the `message` value
 * (wrapped here; `undefined` answers `{}`) or a full Response.
 */
export function method(app: App, dotted: string, handler: (c: AppContext) => MethodResult | Promise<MethodResult>, options: MethodOptions = {}): void {
  const http = options.http ?? 'any';
  const run = async (c: AppContext) => {
    if (options.extended && c.get('options').profile !== 'extended') throw unknownMethod(dotted);
    if (http !== 'any' && c.req.method !== http) throw permissionError('Not permitted');
    const out = await handler(c);
    if (out instanceof Response) return out;
    return c.json(message(out));
  };
  app.get(`/api/method/${dotted}`, run);
  app.post(`/api/method/${dotted}`, run);
}

export type Row = Record<string, unknown>;
export type ResourceHandler = (c: AppContext) => Row[] | Promise<Row[]>;

/**
 * A stock DocType served under `/api/resource/<Doctype>`. `list` gives every row (the list
 * arguments are applied here); the others, when given, serve one document: `get` (undefined →
 * 404), `insert` (POST, JSON body = the new document), `update` (PUT, JSON body = the fields to
 * change; undefined → 404) and `remove` (DELETE → 202 `{"data": "ok"}`). A verb without a handler
 * answers 403 as Frappe does for a DocType the token's user may not write.
 */
export interface ResourceSpec {
  list: ResourceHandler;
  get?: (c: AppContext, name: string) => Row | undefined | Promise<Row | undefined>;
  insert?: (c: AppContext, body: Row) => Row | Promise<Row>;
  update?: (c: AppContext, name: string, body: Row) => Row | undefined | Promise<Row | undefined>;
  remove?: (c: AppContext, name: string) => boolean | Promise<boolean>;
}

const resources = new WeakMap<App, Map<string, ResourceSpec>>();

/** Frappe's 404 for a document name that does not exist. */
const missingDocument = (doctype: string, name: string) => notFound(`${doctype} ${name} not found`);

/**
 * Register a doctype for `GET /api/resource/<Doctype>` (list) and, with a `ResourceSpec`,
 * `GET|PUT|DELETE /api/resource/<Doctype>/<name>` and `POST /api/resource/<Doctype>`. The list
 * applies `fields`, `filters` (`{"f": v}`, `[["f", op, v]]` or a child-table condition
 * `["Dynamic Link", "link_name", "=", v]`, matched against the row's child rows of that doctype),
 * `order_by` ("field asc|desc"), `limit_start` and `limit_page_length` (default 20, 0 = all).
 */
export function resource(app: App, doctype: string, spec: ResourceHandler | ResourceSpec): void {
  let map = resources.get(app);
  if (!map) {
    map = new Map();
    resources.set(app, map);
    registerResourceRoutes(app, map);
  }
  map.set(doctype.toLowerCase(), typeof spec === 'function' ? { list: spec } : spec);
}

function registerResourceRoutes(app: App, map: Map<string, ResourceSpec>): void {
  const specFor = (c: AppContext): [string, ResourceSpec] => {
    const name = decodeURIComponent(c.req.param('doctype') ?? '');
    const spec = map.get(name.toLowerCase());
    if (!spec) throw notFound(`DocType ${name} not found`);
    return [name, spec];
  };
  const notPermitted = (doctype: string) => permissionError(`No permission for ${doctype}`);

  app.get('/api/resource/:doctype', async (c) => {
    const [doctype, spec] = specFor(c);
    const a = await args(c);
    let rows = await spec.list(c);
    rows = applyFilters(rows, json(a, 'filters'), doctype);
    const orderBy = str(a, 'order_by');
    if (orderBy) {
      const [field, dir] = orderBy.replace(/`/g, '').trim().split(/\s+/);
      const f = field!.includes('.') ? field!.split('.').pop()! : field!;
      const sign = (dir ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
      rows = [...rows].sort((x, y) => (x[f]! < y[f]! ? -sign : x[f]! > y[f]! ? sign : 0));
    }
    const start = int(a, 'limit_start', 0, 0);
    const len = int(a, 'limit_page_length', 20, 0);
    rows = rows.slice(start, len === 0 ? undefined : start + len);
    const fields = json<unknown>(a, 'fields');
    if (Array.isArray(fields) && !fields.includes('*')) {
      rows = rows.map((r) => Object.fromEntries(fields.map((k) => [String(k), r[String(k)] ?? null])));
    }
    return c.json({ data: rows });
  });

  app.get('/api/resource/:doctype/:name', async (c) => {
    const [doctype, spec] = specFor(c);
    const name = c.req.param('name');
    if (!spec.get) throw notPermitted(doctype);
    const doc = await spec.get(c, name);
    if (!doc) throw missingDocument(doctype, name);
    return c.json({ data: doc });
  });

  app.post('/api/resource/:doctype', async (c) => {
    const [doctype, spec] = specFor(c);
    if (!spec.insert) throw notPermitted(doctype);
    return c.json({ data: await spec.insert(c, await documentBody(c)) });
  });

  app.put('/api/resource/:doctype/:name', async (c) => {
    const [doctype, spec] = specFor(c);
    const name = c.req.param('name');
    if (!spec.update) throw notPermitted(doctype);
    const doc = await spec.update(c, name, await documentBody(c));
    if (!doc) throw missingDocument(doctype, name);
    return c.json({ data: doc });
  });

  app.delete('/api/resource/:doctype/:name', async (c) => {
    const [doctype, spec] = specFor(c);
    const name = c.req.param('name');
    if (!spec.remove) throw notPermitted(doctype);
    if (!(await spec.remove(c, name))) throw missingDocument(doctype, name);
    return c.json({ data: 'ok' }, 202);
  });
}

/** The JSON body of a POST or PUT on a resource (Frappe also takes a form field `data` holding JSON). */
async function documentBody(c: AppContext): Promise<Row> {
  const a = await args(c);
  const data = a.data;
  const body = typeof data === 'string' ? (JSON.parse(data) as unknown) : data && typeof data === 'object' ? data : a;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError('Invalid request body');
  return body as Row;
}

type Condition = { child: string | null; field: string; op: string; value: unknown };

function readConditions(filters: unknown, doctype: string): Condition[] {
  const out: Condition[] = [];
  if (Array.isArray(filters)) {
    for (const f of filters) {
      if (!Array.isArray(f)) continue;
      const [dt, field, op, value] = f.length >= 4 ? f : [doctype, ...f];
      const child = String(dt).toLowerCase() === doctype.toLowerCase() ? null : String(dt);
      out.push({ child, field: String(field), op: String(op ?? '=').toLowerCase(), value });
    }
  } else if (filters && typeof filters === 'object') {
    for (const [k, v] of Object.entries(filters as Row)) {
      if (Array.isArray(v)) out.push({ child: null, field: k, op: String(v[0]).toLowerCase(), value: v[1] });
      else out.push({ child: null, field: k, op: '=', value: v });
    }
  }
  return out;
}

/** Equality as MariaDB compares: numbers by value, text without regard to case (the default collation). */
const same = (a: unknown, b: unknown) => a == b || String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

function test(actual: unknown, op: string, value: unknown): boolean {
  switch (op) {
    case '!=':
      return !same(actual, value);
    case 'in':
    case 'not in': {
      const list = Array.isArray(value) ? value : String(value).split(',').map((s) => s.trim());
      return list.some((v) => same(actual, v)) === (op === 'in');
    }
    case 'like':
    case 'not like': {
      const re = new RegExp(`^${String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`, 'i');
      return re.test(String(actual ?? '')) === (op === 'like');
    }
    case '>':
    case '<': {
      const numeric = actual !== '' && value !== '' && Number.isFinite(Number(actual)) && Number.isFinite(Number(value));
      const [x, y] = numeric ? [Number(actual), Number(value)] : [String(actual ?? ''), String(value ?? '')];
      return op === '>' ? x > y : x < y;
    }
    case '>=':
      return !test(actual, '<', value);
    case '<=':
      return !test(actual, '>', value);
    default:
      return same(actual, value);
  }
}

/** A row's child rows of a doctype (e.g. an Address's `links`, rows with `doctype: "Dynamic Link"`). */
function childRows(row: Row, child: string): Row[] {
  const rows: Row[] = [];
  for (const v of Object.values(row)) {
    if (!Array.isArray(v)) continue;
    for (const r of v) if (r && typeof r === 'object' && String((r as Row).doctype).toLowerCase() === child.toLowerCase()) rows.push(r as Row);
  }
  return rows;
}

function applyFilters(rows: Row[], filters: unknown, doctype: string): Row[] {
  const conds = readConditions(filters, doctype);
  if (conds.length === 0) return rows;
  return rows.filter((r) =>
    conds.every(({ child, field, op, value }) => (child ? childRows(r, child).some((cr) => test(cr[field], op, value)) : test(r[field], op, value))),
  );
}
