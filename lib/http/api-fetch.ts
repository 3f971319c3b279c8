/**
 * The fetchers behind the client's SWR reads of our own `/api` routes (one way for the client to
 * read data). A status other than 2xx is thrown as an `ApiError` so SWR keeps it as `error` and the
 * caller can tell "signed out" (401) from "unavailable".
 */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`the storefront answered ${status}`);
    this.name = 'ApiError';
  }
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new ApiError(response.status);
  return response.json();
}

/** GET a personal or fresh read: never from the browser's HTTP cache. */
export async function getJson(url: string): Promise<unknown> {
  return json(await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' }));
}

/** A read whose question is too large for a URL (a cart's lines): POST, still nothing created. */
export async function postJson(url: string, body: unknown): Promise<unknown> {
  return json(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
