import type { BackendError, BackendErrorKind } from './result';

/**
 * Frappe answers errors as `{exc_type, _server_messages}` where `_server_messages` is a JSON
 * string holding a list of JSON strings `{message, title, indicator}`. Some endpoints also put a
 * plain `message`; an exception raised directly has only `exception` ("module.Class: message").
 * While the site's "allow error traceback" is on (Frappe's default) the body also carries `exc`,
 * the whole Python traceback, and `_exc_source`: those are never read, so they can reach neither a
 * shopper nor a log. The text comes back without markup (Frappe puts `<strong>` and `<details>`
 * in its messages). Never throws.
 */
export function readServerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b._server_messages === 'string') {
    try {
      const list = JSON.parse(b._server_messages) as unknown;
      if (Array.isArray(list)) {
        const texts = list
          .map((entry) => {
            if (typeof entry !== 'string') return undefined;
            try {
              const parsed = JSON.parse(entry) as { message?: unknown };
              return typeof parsed.message === 'string' ? parsed.message : entry;
            } catch {
              return entry;
            }
          })
          .filter((t): t is string => Boolean(t));
        if (texts.length) return plainText(texts.join(' '));
      }
    } catch {
      /* fall through to other fields */
    }
  }
  if (typeof b.message === 'string' && b.message.length < 500) return plainText(b.message);
  if (typeof b.exception === 'string') return plainText(exceptionMessage(b.exception)).slice(0, 300) || undefined;
  return undefined;
}

/** `frappe.exceptions.ValidationError: Invalid JWT` → `Invalid JWT`: the message without the class. */
function exceptionMessage(exception: string): string {
  const line = exception.split('\n')[0]!;
  const m = /^[\w.]+:\s*(.*)$/.exec(line);
  return m ? m[1]! : line;
}

/** A back-end method Frappe could not import: absent from this site (docs/backend.md "optional methods"). */
const ABSENT = /Failed to get method for command|App \S+ is not installed/i;

function kindForStatus(status: number): BackendErrorKind {
  if (status === 404) return 'not-found';
  if (status === 401 || status === 403) return 'unauthorised';
  if (status === 429) return 'rate-limited';
  if (status === 409 || status === 410 || status === 417 || status === 400 || status === 422) return 'rejected';
  return 'unavailable';
}

export function errorFromResponse(status: number, body: unknown, retryAfter: string | null): BackendError {
  const excType = body && typeof body === 'object' ? (body as { exc_type?: unknown }).exc_type : undefined;
  const message = readServerMessage(body);
  let kind = kindForStatus(status);
  // Frappe's answer to a method it cannot import: not a refusal of the input, an optional method
  // this back-end does not have (docs/backend.md).
  if (status === 417 && message && ABSENT.test(message)) kind = 'absent';
  // The rate limiter of older Frappe versions raises a ValidationError subclass: 417, not 429.
  if (excType === 'RateLimitExceededError' || excType === 'TooManyRequestsError') kind = 'rate-limited';
  // Real quirk (docs/backend.md): an expired JWT answers 500 instead of 401.
  const exception = body && typeof body === 'object' ? (body as { exception?: unknown }).exception : undefined;
  const said = `${typeof exception === 'string' ? exception.split(':')[0] : ''} ${message ?? ''}`;
  if (kind === 'unavailable' && /jwt|token/i.test(said)) kind = 'unauthorised';
  const retry = retryAfter ? Number.parseInt(retryAfter, 10) : NaN;
  return {
    kind,
    status,
    message,
    excType: typeof excType === 'string' ? excType : undefined,
    retryAfterSeconds: Number.isFinite(retry) ? retry : undefined,
  };
}

/** Text without markup: a tag becomes a space (`<summary>A</summary>B` reads "A B"), the common entities decoded. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
