/**
 * Frappe wire-format helpers: `{"message": …}` answers, Frappe-style errors and argument parsing.
 *
 * Frappe answers `GET|POST /api/method/<dotted.path>` with `{"message": value}` (or `{}` when the
 * method returns nothing) and maps exceptions to HTTP statuses with a body `{"exc_type",
 * "exception", "exc", "_server_messages", …}` (frappe-errors.ts). A request with no Authorization
 * header runs as Guest (`c.get('guest')`): `method(…, { guest: false })` and resources refuse it.
 * See docs/backend.md.
 */
import type { App, AppContext } from './context';
import { args, int, json, str } from './frappe-args';
import { FrappeError, message, notFound, permissionError, raisedError, validationError } from './frappe-errors';
import { unknownMethod } from './frappe-modules';
import { applyFilters } from './frappe-filters';

export * from './frappe-errors';
export * from './frappe-args';

type MethodResult = unknown | Response;

export { unknownMethod } from './frappe-modules';

/**
 * Frappe's 403 for a method a Guest may not call (frappe/handler.py `is_whitelisted`): a method
 * whitelisted without allow_guest, called with no Authorization header.
 */
function notWhitelisted(dotted: string): FrappeError {
  const err = permissionError(
    `<details><summary>You are not permitted to access this resource.</summary>Function <strong>${dotted}</strong> is not whitelisted.</details>`,
  );
  err.title = 'Method Not Allowed';
  err.origin = null;
  return err;
}

export interface MethodOptions {
  /**
   * Which HTTP verbs the real method accepts (`methods=` of frappe.whitelist); another verb answers
   * Frappe's 403 "Not permitted" before the method runs. `any`: Frappe's default, GET, POST, PUT and
   * DELETE. No method accepts PATCH, which is how `npm run backend:check` asks whether one exists.
   */
  http?: 'GET' | 'POST' | 'any';
  /**
   * An optional method (docs/backend/*.md) that the real back-end lacks: registered only under
   * `MOCK_PROFILE=extended`, otherwise it answers as Frappe answers an unknown method.
   */
  extended?: boolean;
  /**
   * Whitelisted with allow_guest (the default: nearly every method the shop calls is). `false`: a
   * call with no Authorization header runs as Guest and answers 403 "… is not whitelisted". JWT
   * methods stay guest-allowed: their JWT check is inside them.
   */
  guest?: boolean;
}

/** The verbs each `http` option accepts (frappe.whitelist: `methods` defaults to these four). */
const VERBS: Record<NonNullable<MethodOptions['http']>, readonly string[]> = {
  any: ['GET', 'POST', 'PUT', 'DELETE'],
  GET: ['GET'],
  POST: ['POST'],
};

/**
 * Register a whitelisted method at `/api/method/<dotted>`. The handler returns the `message` value
 * (wrapped here; `undefined` answers `{}`) or a full Response.
 */
export function method(
  app: App,
  dotted: string,
  handler: (c: AppContext) => MethodResult | Promise<MethodResult>,
  options: MethodOptions = {},
): void {
  const verbs = VERBS[options.http ?? 'any'];
  const run = async (c: AppContext) => {
    // Frappe's order (handler.py execute_cmd): import the method, is_whitelisted, the HTTP verb.
    if (options.extended && c.get('options').profile !== 'extended') throw unknownMethod(dotted);
    if (c.get('guest') && options.guest === false) throw notWhitelisted(dotted);
    if (!verbs.includes(c.req.method)) {
      const err = permissionError('Not permitted');
      err.origin = null;
      throw err;
    }
    let out: MethodResult;
    try {
      out = await handler(c);
    } catch (error) {
      // Raised while the method ran: its app is the traceback's source (unless Frappe's own, null).
      if (error instanceof FrappeError && error.origin === undefined) error.origin = dotted;
      throw error;
    }
    if (out instanceof Response) return out;
    return c.json(message(out));
  };
  app.get(`/api/method/${dotted}`, run);
  app.post(`/api/method/${dotted}`, run);
  // frappe/api/v1.py routes /api/method/<path> for every verb; handler.py then refuses the others.
  app.on(['PUT', 'DELETE', 'PATCH'], `/api/method/${dotted}`, run);
}

export type Row = Record<string, unknown>;
export type ResourceHandler = (c: AppContext) => Row[] | Promise<Row[]>;

/**
 * A stock DocType served under `/api/resource/<Doctype>`. `list` gives every row (the list
 * arguments are applied here); the others, when given, serve one document: `get` (undefined →
 * 404), `insert` (POST, JSON body = the new document), `update` (PUT, JSON body = the fields to
 * change; undefined → 404) and `remove` (DELETE → 202 `{"data": "ok"}`). A verb without a handler
 * answers 403 as Frappe does for a DocType the token's user may not write. A Guest (no
 * Authorization header) may read only a `guest` DocType; the others answer 403 PermissionError.
 */
export interface ResourceSpec {
  list: ResourceHandler;
  /** The DocType grants Guest read (Promo Slider): readable with no Authorization header. */
  guest?: boolean;
  /** The API user lacks the DocType's roles on this site (a site condition): every verb is 403. */
  forbidden?: (c: AppContext) => boolean;
  get?: (c: AppContext, name: string) => Row | undefined | Promise<Row | undefined>;
  insert?: (c: AppContext, body: Row) => Row | Promise<Row>;
  update?: (c: AppContext, name: string, body: Row) => Row | undefined | Promise<Row | undefined>;
  remove?: (c: AppContext, name: string) => boolean | Promise<boolean>;
}

const resources = new WeakMap<App, Map<string, ResourceSpec>>();

/**
 * Frappe's refusal of a DocType the caller's roles do not reach, raised (no `_server_messages`):
 * a list names the DocType (db_query `check_read_permission`, with `_error_message`
 * "Insufficient Permission for <strong>…</strong>"); a document's check raises it bare.
 */
function noPermission(doctype: string, list: boolean): FrappeError {
  const err = raisedError(403, 'PermissionError', list ? doctype : '');
  if (list) err.extra._error_message = `Insufficient Permission for <strong>${doctype}</strong>`;
  return err;
}

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

/**
 * `frappe.client.get_count` over a registered DocType: its rows after `filters`, with the list's
 * permission checks (a Guest, a DocType the API user may not read); undefined for an unknown one.
 */
export async function countResource(
  app: App,
  c: AppContext,
  doctype: string,
  filters: unknown,
): Promise<number | undefined> {
  const spec = resources.get(app)?.get(doctype.toLowerCase());
  if (!spec) return undefined;
  if ((c.get('guest') && !spec.guest) || spec.forbidden?.(c)) throw noPermission(doctype, true);
  return applyFilters(await spec.list(c), filters, doctype).length;
}

function registerResourceRoutes(app: App, map: Map<string, ResourceSpec>): void {
  const specFor = (c: AppContext): [string, ResourceSpec] => {
    const name = decodeURIComponent(c.req.param('doctype') ?? '');
    const spec = map.get(name.toLowerCase());
    if (!spec) throw notFound(`DocType ${name} not found`);
    const reading = c.req.method === 'GET';
    if ((c.get('guest') && !(spec.guest && reading)) || spec.forbidden?.(c))
      throw noPermission(name, !c.req.param('name'));
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
