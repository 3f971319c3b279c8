/**
 * The one fetcher of the client's reads of our own `/api` routes (components/ui/use-api-read.ts)
 * and of the few writes that go through a route rather than a server action (the wishlist's
 * heart). A status other than 2xx is thrown as an `ApiError`, so SWR keeps it as `error` and the
 * caller can tell "signed out" (401) from "unavailable".
 */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`the storefront answered ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiQuestion {
  /** Our own `/api` address. */
  url: string;
  /** Sent as a JSON POST, read when asked: a question too large for a URL (a cart's lines), or a change. */
  body?: () => unknown;
  /** What else tells two questions apart (a cart's signature, the wishlist's generation). */
  vary?: readonly unknown[];
  /** A public answer the browser may keep as the route's Cache-Control allows; otherwise never from its cache. */
  shared?: boolean;
  /** A signal made when asked, to abort a read the island no longer wants. */
  signal?: () => AbortSignal;
}

export async function askApi({ url, body, shared, signal }: ApiQuestion): Promise<unknown> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: body ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    body: body && JSON.stringify(body()),
    // A change is never cached; a read of a shopper's own answer is never taken from the browser's cache.
    cache: body || shared ? undefined : 'no-store',
    signal: signal?.(),
  });
  if (!response.ok) throw new ApiError(response.status);
  return response.json();
}
