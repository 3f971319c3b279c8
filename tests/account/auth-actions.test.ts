// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * What the shopper is told for each of the back-end's real answers: the server actions of sign-in,
 * password reset and account details, over the endpoint functions with `fetch` stubbed.
 */
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 8_000,
    cookieSecure: false,
  }),
}));
const session = vi.hoisted(() => ({ jwt: undefined as string | undefined, cleared: 0, written: [] as string[] }));
vi.mock('@/lib/session', () => ({
  readSessionJwt: async () => session.jwt,
  writeSession: async (jwt: string) => void session.written.push(jwt),
  clearSession: async () => void (session.cleared += 1),
}));
vi.mock('@/lib/request-ip', () => ({ requestIp: async () => '203.0.113.7' }));
// The per-client limits have their own tests (tests/lib/rate-limit.test.ts); here every call is let through.
vi.mock('@/lib/rate-limit', () => ({ limit: async () => null }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'it' }));

const { signInAction, registerAction, requestResetAction, resetPasswordAction } =
  await import('@/components/account/auth-actions');
const { updateProfileAction } = await import('@/components/account/profile-actions');
const { forgetRefusals } = await import('@/lib/backend/refusals');

type Answer = { status?: number; body: unknown };
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
function answer(...answers: Answer[]) {
  let i = 0;
  fetchMock = vi.fn(async () => {
    const { status = 200, body } = answers[Math.min(i++, answers.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1hcmlvLnJvc3NpQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl';
const USER_INFO = {
  body: {
    message: {
      email: 'mario.rossi@example.com',
      first_name: 'Mario',
      last_name: 'Rossi',
      roles: ['Customer'],
      customer: { name: 'mario.rossi@example.com', doctype: 'Customer' },
    },
  },
};
const wrongPassword = {
  status: 401,
  body: {
    exc_type: 'AuthenticationError',
    exception: 'frappe.exceptions.AuthenticationError: Incorrect User or Password',
  },
};
const badSession = {
  status: 500,
  body: { exc_type: 'AttributeError', exception: "AttributeError: 'NoneType' object has no attribute 'get'" },
};

beforeEach(() => {
  forgetRefusals();
  Object.assign(session, { jwt: undefined, cleared: 0, written: [] });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in', () => {
  it('keeps the JWT from message.jwt in the session and answers display fields only', async () => {
    answer({ body: { message: { message: 'Authentication successful', jwt: JWT } } }, USER_INFO);
    const result = await signInAction({ email: 'mario.rossi@example.com', password: 'Password123!' }, '/pages/orders');
    expect(result).toEqual({
      ok: true,
      user: { first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@example.com' },
      next: '/pages/orders',
    });
    expect(session.written).toEqual([JWT]);
  });

  it('tells a wrong password and an unknown account apart in no way', async () => {
    answer(wrongPassword);
    const wrong = await signInAction({ email: 'mario.rossi@example.com', password: 'nope' }, undefined);
    answer({
      status: 404,
      body: {
        exc_type: 'DoesNotExistError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'User nobody@example.com not found' })]),
      },
    });
    const unknown = await signInAction({ email: 'nobody@example.com', password: 'nope' }, undefined);
    expect(wrong).toEqual({ ok: false, reason: 'credentials' });
    expect(unknown).toEqual(wrong);
  });
});

describe('registration', () => {
  const input = { first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@example.com', password: 'Password123!' };

  it('signs the new shopper in with the JWT of the answer', async () => {
    answer({ body: { message: { user: input.email, customer: input.email, jwt: JWT } } }, USER_INFO);
    expect(await registerAction(input, undefined)).toMatchObject({
      ok: true,
      user: { email: input.email },
      next: '/pages/account',
    });
    expect(session.written).toEqual([JWT]);
  });

  it('reads 409 DuplicateEntryError as an existing account', async () => {
    answer({
      status: 409,
      body: {
        exc_type: 'DuplicateEntryError',
        _server_messages: JSON.stringify([JSON.stringify({ message: `User ${input.email} already exists` })]),
      },
    });
    expect(await registerAction(input, undefined)).toEqual({ ok: false, reason: 'exists' });
    expect(session.written).toEqual([]);
  });
});

describe('password reset request', () => {
  it('reads the same for an existing and an unknown address, and forwards the shopper IP', async () => {
    answer({
      body: {
        message: {
          status: 'success',
          message: 'Password reset instructions have been sent to your email.',
          title: 'Password Email Sent',
        },
      },
    });
    const known = await requestResetAction({ email: 'mario.rossi@example.com' });
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>)['X-Forwarded-For']).toBe('203.0.113.7');
    answer({ status: 404, body: { message: { status: 'failed', message: 'User not found.', http_status_code: 404 } } });
    const unknown = await requestResetAction({ email: 'ghost@example.com' });
    expect(known).toEqual({ ok: true });
    expect(unknown).toEqual(known);
  });

  it('asks to try again later past the per-IP limit', async () => {
    answer({
      status: 429,
      body: {
        exc_type: 'RateLimitExceededError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'You hit the rate limit' })]),
      },
    });
    expect(await requestResetAction({ email: 'mario.rossi@example.com' })).toEqual({ ok: false, reason: 'try-later' });
  });
});

describe('new password with the e-mailed key', () => {
  const input = { key: 'abc123', password: 'Brand-new-1', confirm: 'Brand-new-1' };

  it('is done on 200, and ends the session this browser had', async () => {
    answer({ body: { message: { status: 'success', message: '/me' } } });
    expect(await resetPasswordAction(input)).toEqual({ ok: true });
    expect(session.cleared).toBe(1);
  });

  it('reads a 410 as a used or expired link although it says success, and a 400 as a weak password', async () => {
    answer({
      status: 410,
      body: { message: { status: 'success', message: 'The reset password link has been expired' } },
    });
    expect(await resetPasswordAction(input)).toEqual({ ok: false, reason: 'expired' });
    answer({ status: 400, body: { message: { status: 'failed', message: 'Add another word or two.' } } });
    expect(await resetPasswordAction(input)).toEqual({ ok: false, reason: 'weak' });
    expect(session.cleared).toBe(0);
  });
});

describe('account details', () => {
  const change = {
    first_name: 'Mario',
    last_name: 'Rossi',
    current_password: 'wrong',
    new_password: 'Nuova-Password-1',
    confirm_password: 'Nuova-Password-1',
  };

  it('shows a wrong current password next to its field and keeps the shopper signed in', async () => {
    session.jwt = JWT;
    answer(USER_INFO, wrongPassword);
    expect(await updateProfileAction(change)).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { current_password: 'currentWrong' },
    });
  });

  it('ends as signed out when the back-end crashes on an expired or forged JWT', async () => {
    session.jwt = JWT;
    answer(badSession);
    expect(await updateProfileAction(change)).toEqual({ ok: false, reason: 'signed-out' });
  });
});
