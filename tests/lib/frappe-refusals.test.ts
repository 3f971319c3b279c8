import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorFromResponse } from '@/lib/backend/frappe-error';

vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 1_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { call } = await import('@/lib/backend/call');

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const serverMessages = (message: string) =>
  JSON.stringify([JSON.stringify({ message, title: 'Message', indicator: 'red' })]);

// The real back-end's answers, as docs/backend describes them for sign-in, password reset and the limiters.
const answers = {
  perMethodLimit: () =>
    json(429, {
      exc_type: 'RateLimitExceededError',
      exception:
        'frappe.exceptions.RateLimitExceededError: You hit the rate limit because of too many requests. Please try after sometime.',
      _server_messages: serverMessages(
        'You hit the rate limit because of too many requests. Please try after sometime.',
      ),
    }),
  perMethodLimitOlderFrappe: () =>
    json(417, {
      exc_type: 'RateLimitExceededError',
      _server_messages: serverMessages(
        'You hit the rate limit because of too many requests. Please try after sometime.',
      ),
    }),
  siteWideLimit: () =>
    json(
      429,
      { exc_type: 'TooManyRequestsError', exception: 'frappe.exceptions.TooManyRequestsError' },
      { 'Retry-After': '120', 'X-RateLimit-Limit': '60' },
    ),
  wrongPassword: () =>
    json(401, {
      exc_type: 'AuthenticationError',
      exception: 'frappe.exceptions.AuthenticationError: Incorrect User or Password',
    }),
  unknownUser: () =>
    json(404, {
      exc_type: 'DoesNotExistError',
      exception: 'frappe.exceptions.DoesNotExistError: User mario@example.com not found',
      _server_messages: serverMessages('User mario@example.com not found'),
    }),
  resetUnknownUser: () =>
    json(404, {
      message: { status: 'failed', message: 'User not found.', http_status_code: 404 },
      _server_messages: serverMessages('User not found.'),
    }),
};

const kindOf = async (answer: () => Response) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const result = await call({
    path: 'mymb_ecommerce.utils.auth.sigin',
    method: 'POST',
    params: { usr: 'mario@example.com', pwd: 'x' },
    schema: z.unknown(),
  });
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('the real back-end refusing a shopper', () => {
  beforeEach(() => vi.spyOn(console, 'log').mockImplementation(() => {}));
  afterEach(() => vi.unstubAllGlobals());

  it('a per-method limit (429 RateLimitExceededError, no Retry-After) is a rate limit', async () => {
    expect(await kindOf(answers.perMethodLimit)).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterSeconds: undefined,
    });
  });

  it('the same limit on older Frappe (417 with its exc_type) is a rate limit, not a refused input', async () => {
    expect(await kindOf(answers.perMethodLimitOlderFrappe)).toMatchObject({ kind: 'rate-limited', status: 417 });
  });

  it('the site-wide limiter passes on how long to wait', async () => {
    expect(await kindOf(answers.siteWideLimit)).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 120 });
  });

  it('a wrong password (401 AuthenticationError) is unauthorised, with no message to show', async () => {
    const error = await kindOf(answers.wrongPassword);
    expect(error.kind).toBe('unauthorised');
    expect(error.excType).toBe('AuthenticationError');
  });

  it('an unknown user (404) is not-found, which the sign-in form shows as the same credentials message', async () => {
    expect((await kindOf(answers.unknownUser)).kind).toBe('not-found');
    expect((await kindOf(answers.resetUnknownUser)).kind).toBe('not-found');
  });

  it('a Retry-After that is not a number is ignored rather than trusted', () => {
    expect(errorFromResponse(429, {}, 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds).toBeUndefined();
  });
});
