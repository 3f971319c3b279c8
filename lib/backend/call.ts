import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { regenerateSoon } from '@/lib/cache/regenerate-soon';
import { readSessionJwt } from '@/lib/session';
import { isCapabilityRefusal, knownRefusal, refusalKey, rememberRefusal } from './refusals';
import { errorFromResponse } from './frappe-error';
import { fail, ok, type BackendErrorKind, type Result } from './result';

/**
 * The one door to the commerce back-end. Every call goes through here: it knows the base URL,
 * the application token, the shopper's JWT (read from the httpOnly cookie, never from the
 * browser), the timeout, the cache policy and the error mapping. Answers are validated by the
 * caller's zod schema; failures come back as values.
 */
export interface CallOptions<S extends z.ZodType> {
  /** Dotted method path after `/api/method/`, or `resource:<Doctype>` (`resource:<Doctype>/<name>` for one document) for `/api/resource/`. */
  path: string;
  /** PUT changes a resource document (`resource:<Doctype>/<name>`). */
  method?: 'GET' | 'POST' | 'PUT';
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
  /** Public reads are cached by Next's data cache for `revalidate` seconds under `tags`. */
  cache?: { revalidate: number; tags: string[] } | 'no-store';
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
  const { result, withShopper } = await request(options);
  if (!result.ok && isCapabilityRefusal(options.path, result.error, withShopper)) {
    log.info('backend.refusal-remembered', { path: key, kind: result.error.kind, status: result.error.status });
    rememberRefusal(key, result.error);
  }
  // A cached page must not keep a fallback for minutes: the back-end failing is not an answer.
  if (!result.ok && options.cache && options.cache !== 'no-store' && BROKEN.has(result.error.kind))
    await regenerateSoon();
  return result;
}

/** Failures that say the back-end is down or wrong, not that the thing asked for is missing. */
const BROKEN = new Set<BackendErrorKind>(['unavailable', 'invalid-answer', 'rate-limited']);

/** The answer, and whether it was asked with a shopper's session. */
async function request<S extends z.ZodType>(
  options: CallOptions<S>,
): Promise<{ result: Result<z.infer<S>>; withShopper: boolean }> {
  const jwt = options.jwt ?? ((options.session ?? 'none') === 'none' ? undefined : await readSessionJwt());
  return { result: await answer(options, jwt), withShopper: Boolean(jwt) };
}

async function answer<S extends z.ZodType>(
  options: CallOptions<S>,
  jwt: string | undefined,
): Promise<Result<z.infer<S>>> {
  const config = env();
  const method = options.method ?? 'GET';
  const url = buildUrl(config.BACKEND_URL, options.path, method === 'GET' ? options.params : undefined);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `token ${config.BACKEND_API_KEY}:${config.BACKEND_API_SECRET}`,
  };
  if (options.locale) headers['Accept-Language'] = options.locale;
  if (options.clientIp) headers['X-Forwarded-For'] = options.clientIp;

  if (options.session === 'required' && !jwt) return fail({ kind: 'unauthorised', message: 'Not signed in' });
  if (jwt) headers.Jwt = `Bearer ${jwt}`;

  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.params ?? {});
  }

  // Personal data is never put in the shared cache, whatever the caller asked.
  const cache = jwt ? 'no-store' : (options.cache ?? 'no-store');
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? config.BACKEND_TIMEOUT_MS),
    ...(cache === 'no-store' ? { cache: 'no-store' } : { next: cache }),
  };

  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log.warn('backend.unavailable', {
      path: withoutQuery(options.path),
      reason: timedOut ? 'timeout' : String(error),
      ms: Date.now() - started,
    });
    return fail({ kind: 'unavailable', message: timedOut ? 'timeout' : undefined });
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }

  if (!response.ok) {
    const error = errorFromResponse(response.status, json, response.headers.get('retry-after'));
    // The exception's type and message say what broke; the traceback Frappe may add never leaves frappe-error.ts.
    if (error.kind === 'unavailable')
      log.warn('backend.error', {
        path: withoutQuery(options.path),
        status: response.status,
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
