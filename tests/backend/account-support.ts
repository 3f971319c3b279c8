import { vi } from 'vitest';
import { setUpBackendTests } from './backend-setup';

/** What the account, password-reset and wishlist tests stub `fetch` with, and read back from it. */

/** A shopper's session, and the default 8 s budget the wishlist's deadline test counts in. */
export const setUpAccountTests = () =>
  setUpBackendTests({ timeoutMs: 8_000, sessionJwt: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im0ifQ.c2ln' });

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export const reply = ({ status = 200, body, headers }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
export const serverMessages = (text: string) =>
  JSON.stringify([JSON.stringify({ message: text, title: 'Message', indicator: 'red', raise_exception: 1 })]);

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
/** Answers the calls in order, the last answer again once they run out; answers the stub. */
export function answer(...answers: Answer[]) {
  let i = 0;
  fetchMock = vi.fn(async () => reply(answers[Math.min(i++, answers.length - 1)]!));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
export const sentUrl = (n = 0) => new URL(fetchMock.mock.calls[n]![0]);
export const sentHeaders = (n = 0) => fetchMock.mock.calls[n]![1].headers as Record<string, string>;
export const sentBody = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n]![1].body)) as Record<string, unknown>;
export const failure = (r: { ok: boolean; error?: unknown }) =>
  r.ok ? null : (r as { error: { kind: string; status?: number; excType?: string } }).error;
