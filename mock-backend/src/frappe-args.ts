/** A call's arguments, however they arrived (JSON body, form, query string), and readers for them. */
import type { AppContext } from './context';
import { validationError } from './frappe-errors';

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
