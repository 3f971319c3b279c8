import { vi } from 'vitest';

/** What the catalogue and checkout tests stub `fetch` with: one answer, whatever is asked. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with one answer and records what was asked. */
export function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(body, status));
  vi.stubGlobal('fetch', fetch);
  return {
    url: () => new URL(fetch.mock.calls[0]![0]),
    init: () => fetch.mock.calls[0]![1] ?? {},
    body: () => JSON.parse(String(fetch.mock.calls[0]![1]?.body ?? '{}')) as Record<string, unknown>,
    calls: () => fetch.mock.calls.length,
  };
}
