import type { BackendError, BackendErrorKind } from './result';

/**
 * Frappe answers errors as `{exc_type, _server_messages}` where `_server_messages` is a JSON
 * string holding a list of JSON strings `{message, title, indicator}`. Some endpoints also
 * put a plain `message` or `exception`. This reads whatever is there, never throws.
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
        if (texts.length) return stripTags(texts.join(' '));
      }
    } catch {
      /* fall through to other fields */
    }
  }
  for (const key of ['message', 'exception', 'exc'] as const) {
    const value = b[key];
    if (typeof value === 'string' && value.length < 500) return stripTags(value);
  }
  return undefined;
}

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
  if (status === 417 && message && /Failed to get method for command/i.test(message)) kind = 'absent';
  // The rate limiter of older Frappe versions raises a ValidationError subclass: 417, not 429.
  if (excType === 'RateLimitExceededError' || excType === 'TooManyRequestsError') kind = 'rate-limited';
  // Real quirk (docs/backend.md): an expired JWT answers 500 instead of 401.
  if (kind === 'unavailable' && message && /jwt|token/i.test(message)) kind = 'unauthorised';
  const retry = retryAfter ? Number.parseInt(retryAfter, 10) : NaN;
  return {
    kind,
    status,
    message,
    excType: typeof excType === 'string' ? excType : undefined,
    retryAfterSeconds: Number.isFinite(retry) ? retry : undefined,
  };
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}
