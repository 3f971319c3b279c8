import { vi } from 'vitest';

/** What the content, newsletter, contact and review tests stub `fetch` with. */

type Answer = { status?: number; body: unknown; type?: string };
let answers: Array<(url: URL, init: RequestInit) => Answer> = [];
/** What the storefront sent since the last `backend(…)`, in order. */
export const requests: Array<{ url: URL; init: RequestInit }> = [];

/** Answers the calls in order with the contract's example bodies, and records what was sent. */
export function backend(...list: Array<Answer | ((url: URL, init: RequestInit) => Answer)>) {
  answers = list.map((a) => (typeof a === 'function' ? a : () => a));
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      requests.push({ url, init });
      const answer = answers.shift()?.(url, init) ?? { status: 500, body: {} };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.type ?? 'application/json' },
      });
    }),
  );
}

export const sentBody = (i = 0) => JSON.parse(String(requests[i]!.init.body)) as Record<string, unknown>;
export const sentHeader = (name: string, i = 0) => (requests[i]!.init.headers as Record<string, string>)[name];
export const failedWith = (result: { ok: boolean; error?: { kind: string } }) =>
  result.ok ? null : result.error?.kind;
