import 'server-only';
import type { z } from 'zod';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { keepOn } from '@/lib/cache/keep';
import type { Shelf } from '@/lib/cache/shelves';
import { readSessionJwt } from '@/lib/session';
import { isCapabilityRefusal, knownRefusal, refusalKey, rememberRefusal } from './refusals';
import { errorFromResponse } from './frappe-error';
import { fail, ok, type Result } from './result';
import { idleLimited, idleWatch } from './idle-stream';

/**
 * The one door to the commerce back-end. Every call goes through here: it knows the base URL,
 * the application token, the shopper's JWT (read from the httpOnly cookie, never from the
 * browser), the timeout, the cache policy and the error mapping. Answers are validated by the
 * caller's zod schema; failures come back as values. Its modes: a page's cached read (`cache`
 * with tags), an uncached read (`cache: 'no-store'`, what the proxy asks before any page
 * renders, with a short `timeoutMs`), a shopper's read or write (`session`), and `callFile` below
 * for the back-end's files, which are not JSON.
 */
export interface CallOptions<S extends z.ZodType> {
  /** Dotted method path after `/api/method/`, or `resource:<Doctype>` (`resource:<Doctype>/<name>` for one document) for `/api/resource/`. */
  path: string;
  /**
   * PUT changes a resource document (`resource:<Doctype>/<name>`). PATCH is the operator's check
   * asking whether a method exists: Frappe accepts it for no whitelisted method and refuses it
   * before running one (lib/backend/backend-check.ts).
   */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  params?: Record<string, unknown>;
  /** Schema of the unwrapped answer (`message` for methods, `data` for resources, see `unwrap`). */
  schema: S;
  /** Which part of the body the schema sees. Methods answer `{message}`, resources `{data}`. */
  unwrap?: 'message' | 'data' | 'body';
  locale?: string;
  /**
   * `none`: public read, never touches cookies (so the page stays cacheable).
   * `optional`: adds the JWT when the shopper has one. `required`: fails as unauthorised without one.
   */
  session?: 'none' | 'optional' | 'required';
  /** An explicit JWT, e.g. right after sign-in before the cookie exists. */
  jwt?: string;
  /** A public read kept for every shopper on its shelf (lib/cache/shelves.ts), or asked every time. */
  cache?: Shelf | 'no-store';
  timeoutMs?: number;
  /**
   * The shopper's IP, sent as the first `X-Forwarded-For` value on calls the back-end limits per
   * IP (password reset, newsletter, comments, contact): without it every shopper shares the
   * storefront server's budget. See `lib/client-ip.ts`.
   */
  clientIp?: string;
}

export async function call<S extends z.ZodType>(options: CallOptions<S>): Promise<Result<z.infer<S>>> {
  const key = refusalKey(options.path);
  const known = knownRefusal(key);
  if (known) return fail(known);
  const { result, withShopper } = await traced(options.path, options.method ?? 'GET', () => request(options));
  if (!result.ok && isCapabilityRefusal(options.path, result.error, withShopper)) {
    log.info('backend.refusal-remembered', { path: key, kind: result.error.kind, status: result.error.status });
    rememberRefusal(key, result.error);
  }
  return result;
}

/**
 * A span per back-end call, named by its method (never its arguments), under the request's span.
 * Without OTEL_EXPORTER_OTLP_ENDPOINT no tracer is registered (instrumentation.ts) and the API's
 * no-op tracer costs a function call.
 */
function traced<T extends { result: Result<unknown> }>(path: string, verb: string, run: () => Promise<T>): Promise<T> {
  const method = withoutQuery(path);
  return trace
    .getTracer('bottega-storefront')
    .startActiveSpan(
      `backend ${method}`,
      { kind: SpanKind.CLIENT, attributes: { 'backend.method': method, 'http.request.method': verb } },
      async (span) => {
        try {
          const answer = await run();
          if (!answer.result.ok) {
            span.setAttribute('backend.error', answer.result.error.kind);
            if (answer.result.error.status) span.setAttribute('http.response.status_code', answer.result.error.status);
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          return answer;
        } finally {
          span.end();
        }
      },
    );
}

/** The answer, and whether it was asked with a shopper's session. */
async function request<S extends z.ZodType>(
  options: CallOptions<S>,
): Promise<{ result: Result<z.infer<S>>; withShopper: boolean }> {
  const jwt = options.jwt ?? ((options.session ?? 'none') === 'none' ? undefined : await readSessionJwt());
  if (options.session === 'required' && !jwt)
    return { result: fail({ kind: 'unauthorised', message: 'Not signed in' }), withShopper: false };
  const method = options.method ?? 'GET';
  const url = buildUrl(env().BACKEND_URL, options.path, method === 'GET' ? options.params : undefined);
  const body = method === 'GET' ? undefined : JSON.stringify(options.params ?? {});
  const ask: Ask = {
    path: options.path,
    url,
    method,
    body,
    locale: options.locale,
    timeoutMs: options.timeoutMs,
    clientIp: options.clientIp,
  };
  // Personal data is never kept for other shoppers, whatever the caller asked: a read that carries
  // a shopper's JWT is never inside a cache scope.
  const answer =
    jwt || !options.cache || options.cache === 'no-store'
      ? await fetchAnswer(ask, jwt)
      : await keptAnswer(ask, options.cache);
  return { result: readAnswer(options, answer), withShopper: Boolean(jwt) };
}

/** What the back-end said, before it is read: plain data, so a cache can hold it. */
type Answer = { status: number; json: unknown; retryAfter: string | null } | { unreachable: 'timeout' | 'error' };
interface Ask {
  /** The method path, for the log line: the URL may carry arguments. */
  path: string;
  url: string;
  method: string;
  body?: string;
  locale?: string;
  timeoutMs?: number;
  clientIp?: string;
}

/** A public read, kept for every shopper on its shelf (a failure for seconds: lib/cache/keep.ts). */
async function keptAnswer(ask: Ask, shelf: Shelf): Promise<Answer> {
  'use cache';
  const answer = await fetchAnswer(ask, undefined);
  keepOn(shelf, { broken: 'unreachable' in answer || answer.status >= 500 || answer.status === 429 });
  return answer;
}

async function fetchAnswer(ask: Ask, jwt: string | undefined): Promise<Answer> {
  const headers = backendHeaders(jwt);
  headers.Accept = 'application/json';
  if (ask.locale) headers['Accept-Language'] = ask.locale;
  if (ask.clientIp) headers['X-Forwarded-For'] = ask.clientIp;
  if (ask.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  // One line per call: the method (never its arguments, token or JWT), the verb, the status and
  // the time, under the request's id (lib/log/line.mjs). A read kept for every shopper is logged
  // only when it is asked of the back-end.
  const logCall = (status: number | 'unavailable') =>
    log.info('backend.call', {
      method: withoutQuery(ask.path),
      verb: ask.method,
      status,
      durationMs: Math.round(performance.now() - started),
    });
  let response: Response;
  try {
    response = await fetch(ask.url, {
      method: ask.method,
      headers,
      body: ask.body,
      cache: 'no-store',
      signal: AbortSignal.timeout(ask.timeoutMs ?? env().BACKEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    logCall('unavailable');
    log.warn('backend.unavailable', {
      path: new URL(ask.url).pathname,
      reason: timedOut ? 'timeout' : String(error),
      durationMs: Math.round(performance.now() - started),
    });
    return { unreachable: timedOut ? 'timeout' : 'error' };
  }
  logCall(response.status);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  return { status: response.status, json, retryAfter: response.headers.get('retry-after') };
}

function readAnswer<S extends z.ZodType>(options: CallOptions<S>, answer: Answer): Result<z.infer<S>> {
  if ('unreachable' in answer)
    return fail({ kind: 'unavailable', message: answer.unreachable === 'timeout' ? 'timeout' : undefined });
  const { status, json } = answer;
  if (status < 200 || status > 299) {
    const error = errorFromResponse(status, json, answer.retryAfter);
    // The exception's type and message say what broke; the traceback Frappe may add never leaves frappe-error.ts.
    if (error.kind === 'unavailable')
      log.warn('backend.error', {
        path: withoutQuery(options.path),
        status,
        excType: error.excType,
        message: error.message?.slice(0, 200),
      });
    return fail(error);
  }
  if (json === undefined) {
    log.warn('backend.invalid-answer', { path: withoutQuery(options.path), reason: 'not JSON' });
    return fail({ kind: 'invalid-answer' });
  }

  const unwrap = options.unwrap ?? (options.path.startsWith('resource:') ? 'data' : 'message');
  const payload = unwrap === 'body' ? json : (json as Record<string, unknown> | null)?.[unwrap];
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    log.warn('backend.invalid-answer', {
      path: withoutQuery(options.path),
      issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return fail({ kind: 'invalid-answer' });
  }
  return ok(parsed.data);
}

/** The application token, and the shopper's JWT when there is one. */
function backendHeaders(jwt: string | undefined): Record<string, string> {
  const config = env();
  const headers: Record<string, string> = {
    Authorization: `token ${config.BACKEND_API_KEY}:${config.BACKEND_API_SECRET}`,
  };
  if (jwt) headers.Jwt = `Bearer ${jwt}`;
  return headers;
}

export interface BackendFile {
  body: ReadableStream<Uint8Array>;
  filename: string;
  type: string;
}

export interface FileOptions {
  /** `/files/…` or `/private/files/…`, or the back-end's absolute URL of one. */
  file: string;
  /** The content type the file must have (its start: `image/` takes any picture). */
  type: string;
  /** `none`: a public file, asked without any token (and cacheable); `required`: the shopper's. */
  session: 'none' | 'required';
  /**
   * Public files only: kept by fetch's own data cache this long (in Redis with REDIS_URL, through
   * `cacheHandler`), not on a shelf of lib/cache/shelves.ts. A shelf keeps what a 'use cache' scope
   * returns, serialized whole; a file is bytes streamed under an idle limit, so a shelf would read
   * every picture whole into memory and re-encode it before the first byte leaves. No tag of
   * /api/revalidate names a file either: only its time matters, which is what this option says.
   */
  revalidate?: number;
}

/**
 * A back-end file, streamed: product pictures served from our own origin, an order's invoice.
 * Only the back-end's own `/files/` and `/private/files/`: a URL pointing elsewhere is refused,
 * never fetched. Limited by idle time (no byte for the back-end timeout), not by total time.
 */
export async function callFile(options: FileOptions): Promise<Result<BackendFile>> {
  const config = env();
  let url: URL;
  try {
    url = new URL(options.file, config.BACKEND_URL);
  } catch {
    return fail({ kind: 'invalid-answer' });
  }
  if (url.origin !== new URL(config.BACKEND_URL).origin || !/^\/(private\/)?files\//.test(url.pathname)) {
    log.warn('backend.invalid-answer', { path: 'file', reason: 'foreign file url' });
    return fail({ kind: 'invalid-answer' });
  }
  const jwt = options.session === 'required' ? await readSessionJwt() : undefined;
  if (options.session === 'required' && !jwt) return fail({ kind: 'unauthorised', message: 'Not signed in' });
  const watch = idleWatch(config.BACKEND_TIMEOUT_MS);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      // Public files need no token, and a request without one may be kept in the shared cache.
      headers: jwt ? backendHeaders(jwt) : {},
      signal: watch.signal,
      ...(jwt || !options.revalidate ? { cache: 'no-store' } : { next: { revalidate: options.revalidate } }),
    });
    watch.pause();
    // A file's name may be an invoice's or a shopper's upload: the line says only that it was a file.
    log.info('backend.call', {
      method: 'file',
      verb: 'GET',
      status: response.status,
      durationMs: Math.round(performance.now() - started),
    });
    if (response.status === 404) return fail({ kind: 'not-found', status: 404 });
    if (!response.ok || !response.body) return fail({ kind: 'unavailable', status: response.status });
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith(options.type)) {
      log.warn('backend.invalid-answer', { path: 'file', reason: `content-type ${type}` });
      await response.body.cancel();
      return fail({ kind: 'invalid-answer' });
    }
    let filename = url.pathname.split('/').pop() ?? 'document';
    try {
      filename = decodeURIComponent(filename);
    } catch {
      /* a name that is not valid percent-encoding is used as it is */
    }
    return ok({ body: idleLimited(response.body, watch), filename, type });
  } catch (error) {
    watch.pause();
    log.warn('backend.unavailable', { path: 'file', reason: String(error) });
    return fail({ kind: 'unavailable' });
  }
}

function buildUrl(base: string, path: string, params?: Record<string, unknown>): string {
  const url = path.startsWith('resource:')
    ? new URL(`${base}/api/resource/${resourcePath(path.slice('resource:'.length))}`)
    : new URL(`${base}/api/method/${path}`);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return url.toString();
}

/** `Sales Order/SAL-ORD-1` → `Sales%20Order/SAL-ORD-1`: the DocType and the document name, each encoded whole. */
function resourcePath(spec: string): string {
  const slash = spec.indexOf('/');
  if (slash === -1) return encodeURIComponent(spec);
  return `${encodeURIComponent(spec.slice(0, slash))}/${encodeURIComponent(spec.slice(slash + 1))}`;
}

/**
 * The method of a path. A few calls carry their arguments in the path itself (the newsletter
 * confirmation's signed query names the subscriber's e-mail): logs keep no shopper's personal
 * data, and a method is absent or present whatever its arguments.
 */
function withoutQuery(path: string): string {
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}
