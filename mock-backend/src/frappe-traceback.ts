/**
 * What Frappe adds to an error answer while System Settings "allow error traceback" is on (its
 * default): `exception` (the traceback's last line, "frappe.exceptions.ValidationError: …"), `exc`
 * (a JSON-encoded list holding the Python traceback) and `_exc_source` ("<app> (app)", the custom
 * app whose code the traceback runs through). Not on a 404. The storefront reads none of them; the
 * traceback only has to look like one.
 */

/** The apps installed on the real site, in install order (frappe.get_installed_apps()). */
export const INSTALLED_APPS = [
  'frappe',
  'erpnext',
  'payments',
  'webshop',
  'mymb_ecommerce',
  'omnicommerce',
  'omnicommerce_cms',
] as const;

/** The shop's own apps: an error raised in their code names them in `_exc_source`. */
const CUSTOM_APPS = new Set(['mymb_ecommerce', 'omnicommerce', 'omnicommerce_cms']);

/** Python's built-in exceptions print without a module; pysolr's with its own; the rest are Frappe's. */
const BUILTINS = new Set([
  'Exception',
  'TypeError',
  'AttributeError',
  'NameError',
  'ValueError',
  'KeyError',
  'IndexError',
  'ZeroDivisionError',
  'ImportError',
  'ModuleNotFoundError',
  'RuntimeError',
]);

/** The exception's class as the traceback's last line names it. */
export function qualifiedType(excType: string): string {
  if (BUILTINS.has(excType)) return excType;
  if (excType === 'SolrError') return 'pysolr.SolrError';
  return `frappe.exceptions.${excType}`;
}

/** The traceback's last line: `str(exc)` after the class, or the class alone for an empty message. */
export function exceptionLine(excType: string, message: string): string {
  const q = qualifiedType(excType);
  return message ? `${q}: ${message}` : q;
}

/** `_exc_source` for an error raised inside this method's code: its app, when it is one of the shop's. */
export function excSource(methodPath: string | null | undefined): string | undefined {
  const app = methodPath?.split('.')[0];
  return app && CUSTOM_APPS.has(app) ? `${app} (app)` : undefined;
}

/** A stable line number for a frame, so the same error gives the same traceback. */
function lineOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 20 + (h % 400);
}

const frame = (file: string, line: number, fn: string, code: string) =>
  `  File "apps/${file}", line ${line}, in ${fn}\n    ${code}\n`;

const REQUEST = frame('frappe/frappe/app.py', 114, 'application', 'response = frappe.api.handle(request)');
const API = frame('frappe/frappe/api/__init__.py', 49, 'handle', 'data = endpoint(**arguments)');
const RPC =
  frame('frappe/frappe/api/v1.py', 36, 'handle_rpc_call', 'return frappe.handler.handle()') +
  frame('frappe/frappe/handler.py', 49, 'handle', 'data = execute_cmd(cmd)');
const CALL =
  frame('frappe/frappe/handler.py', 85, 'execute_cmd', 'return frappe.call(method, **frappe.form_dict)') +
  frame('frappe/frappe/__init__.py', 1742, 'call', 'return fn(*args, **newargs)') +
  frame('frappe/frappe/utils/typing_validations.py', 31, 'wrapper', 'return func(*args, **kwargs)');
const THROW =
  frame('frappe/frappe/__init__.py', 609, 'throw', 'msgprint(') +
  frame('frappe/frappe/__init__.py', 574, 'msgprint', '_raise_exception()') +
  frame('frappe/frappe/__init__.py', 525, '_raise_exception', 'raise exc');

export interface TracebackOf {
  excType: string;
  message: string;
  /** Raised directly rather than through frappe.throw. */
  raised: boolean;
  /** The request's path (/api/method/<dotted>, /api/resource/<DocType>…). */
  path: string;
  /** Raised inside the method's own code (not by Frappe before it ran). */
  inMethod: boolean;
}

/** A plausible Python traceback for the error, ending with its `exception` line. */
export function traceback(e: TracebackOf): string {
  const last = exceptionLine(e.excType, e.message);
  const tail = e.raised ? '' : THROW;
  let middle: string;
  const dotted = /^\/api\/method\/(.+)$/.exec(e.path)?.[1];
  if (e.path.startsWith('/api/resource/')) {
    middle = API + frame('frappe/frappe/api/v1.py', 43, 'get_list', 'return frappe.get_list(doctype, **args)');
    if (e.raised)
      middle += frame(
        'frappe/frappe/model/db_query.py',
        1204,
        'check_read_permission',
        'raise frappe.PermissionError(doctype)',
      );
  } else if (dotted && e.inMethod && dotted.includes('.')) {
    const parts = dotted.split('.');
    const fn = parts.pop()!;
    const file = `${parts[0]}/${parts.join('/')}.py`;
    middle =
      API +
      RPC +
      CALL +
      frame(file, lineOf(dotted), fn, e.raised ? `raise ${qualifiedType(e.excType)}(…)` : 'frappe.throw(…)');
  } else if (dotted) {
    middle = API + RPC + frame('frappe/frappe/handler.py', 80, 'execute_cmd', 'frappe.throw(…)');
  } else {
    // The token check, before any handler: frappe.auth.validate_auth.
    const auth =
      frame('frappe/frappe/app.py', 100, 'application', 'init_request(request)') +
      frame('frappe/frappe/app.py', 188, 'init_request', 'frappe.local.login_manager = LoginManager()') +
      frame('frappe/frappe/auth.py', 123, '__init__', 'validate_auth()') +
      frame('frappe/frappe/auth.py', 600, 'validate_auth', 'raise frappe.AuthenticationError');
    return `Traceback (most recent call last):\n${auth}${tail}${last}\n`;
  }
  return `Traceback (most recent call last):\n${REQUEST}${middle}${tail}${last}\n`;
}
