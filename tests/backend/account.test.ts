// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The contract's real answers (docs/backend/account.md) fed through the account endpoint
 * functions, with `fetch` stubbed: what the storefront makes of each of them.
 */
vi.mock('@/lib/cache/regenerate-soon', () => ({ regenerateSoon: async () => {} }));
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: 'http://backend.test',
    BACKEND_API_KEY: 'k',
    BACKEND_API_SECRET: 's',
    BACKEND_TIMEOUT_MS: 8_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im0ifQ.c2ln' }));

const { signIn, getUserInfo } = await import('@/lib/backend/auth');
const {
  registerCustomer,
  updateUserPassword,
  requestPasswordReset,
  resetPasswordWithKey,
  getWishlistCodes,
  addToWishlist,
  removeFromWishlist,
  readWishlistPage,
} = await import('@/lib/backend/account');
const { forgetAbsentMethods } = await import('@/lib/backend/absent-methods');

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
const reply = ({ status = 200, body, headers }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const serverMessages = (text: string) =>
  JSON.stringify([JSON.stringify({ message: text, title: 'Message', indicator: 'red', raise_exception: 1 })]);

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
function answer(...answers: Answer[]) {
  let i = 0;
  fetchMock = vi.fn(async () => reply(answers[Math.min(i++, answers.length - 1)]!));
  vi.stubGlobal('fetch', fetchMock);
}
const sentUrl = (n = 0) => new URL(fetchMock.mock.calls[n]![0]);
const sentHeaders = (n = 0) => fetchMock.mock.calls[n]![1].headers as Record<string, string>;
const sentBody = (n = 0) => JSON.parse(String(fetchMock.mock.calls[n]![1].body)) as Record<string, unknown>;
const failure = (r: { ok: boolean; error?: unknown }) =>
  r.ok ? null : (r as { error: { kind: string; status?: number; excType?: string } }).error;

beforeEach(() => {
  forgetAbsentMethods();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtYXJpbyJ9.c2lnbmF0dXJl';

describe('sign in (sigin)', () => {
  it('reads the JWT inside message', async () => {
    answer({ body: { message: { message: 'Authentication successful', jwt: JWT } } });
    expect(await signIn('mario.rossi@example.com', 'Password123!')).toEqual({ ok: true, data: { jwt: JWT } });
    expect(sentBody()).toEqual({ usr: 'mario.rossi@example.com', pwd: 'Password123!' });
  });

  it('reports a wrong password (401, no message) and an unknown user (404) by status', async () => {
    answer({
      status: 401,
      body: {
        exc_type: 'AuthenticationError',
        exception: 'frappe.exceptions.AuthenticationError: Incorrect User or Password',
      },
    });
    expect(failure(await signIn('mario.rossi@example.com', 'nope'))).toMatchObject({
      status: 401,
      excType: 'AuthenticationError',
    });
    answer({
      status: 404,
      body: { exc_type: 'DoesNotExistError', _server_messages: serverMessages('User nobody@example.com not found') },
    });
    expect(failure(await signIn('nobody@example.com', 'nope'))).toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('register (create_customer_and_user)', () => {
  it('reads user, customer and JWT', async () => {
    answer({ body: { message: { user: 'mario.rossi@example.com', customer: 'mario.rossi@example.com', jwt: JWT } } });
    const result = await registerCustomer({
      email: 'mario.rossi@example.com',
      first_name: 'Mario',
      last_name: 'Rossi',
      password: 'x',
    });
    expect(result).toEqual({
      ok: true,
      data: { user: 'mario.rossi@example.com', customer: 'mario.rossi@example.com', jwt: JWT },
    });
    expect(sentHeaders().Authorization).toBe('token k:s');
  });

  it('reports a taken e-mail as 409 DuplicateEntryError', async () => {
    answer({
      status: 409,
      body: {
        exc_type: 'DuplicateEntryError',
        _server_messages: serverMessages('User mario.rossi@example.com already exists'),
      },
    });
    expect(
      failure(
        await registerCustomer({ email: 'mario.rossi@example.com', first_name: 'M', last_name: 'R', password: 'x' }),
      ),
    ).toMatchObject({
      status: 409,
      excType: 'DuplicateEntryError',
    });
  });
});

describe('user info (get_user_info)', () => {
  const customerDocument = {
    name: 'mario.rossi@example.com',
    owner: 'Administrator',
    creation: '2025-06-01 00:00:00',
    modified: '2025-06-01 00:00:00',
    docstatus: 0,
    idx: 0,
    naming_series: 'CUST-.YYYY.-',
    customer_name: 'mario.rossi@example.com',
    customer_type: 'Individual',
    customer_group: 'B2C',
    territory: 'Italy',
    email_id: 'mario.rossi@example.com',
    doctype: 'Customer',
    accounts: [],
    portal_users: [],
  };

  it('gives the Customer document as its name, the id checkout and orders send', async () => {
    answer({
      body: {
        message: {
          email: 'mario.rossi@example.com',
          first_name: 'Mario',
          last_name: 'Rossi',
          roles: ['Customer'],
          customer: customerDocument,
        },
      },
    });
    const result = await getUserInfo();
    expect(result).toEqual({
      ok: true,
      data: {
        email: 'mario.rossi@example.com',
        first_name: 'Mario',
        last_name: 'Rossi',
        roles: ['Customer'],
        customer: 'mario.rossi@example.com',
      },
    });
    expect(sentHeaders().Jwt).toMatch(/^Bearer eyJ/);
  });

  it('reads the bare 500 of an expired or forged JWT as a refused session', async () => {
    answer({
      status: 500,
      body: { exc_type: 'AttributeError', exception: "AttributeError: 'NoneType' object has no attribute 'get'" },
    });
    expect(failure(await getUserInfo())).toMatchObject({ kind: 'unauthorised' });
  });

  it('keeps any other 500 an outage, not a sign-out', async () => {
    answer({ status: 500, body: { exc_type: 'KeyError', exception: "KeyError: 'x'" } });
    expect(failure(await getUserInfo())).toMatchObject({ kind: 'unavailable' });
  });
});

describe('change password (update_user_password)', () => {
  it('reports a wrong old password as 401 AuthenticationError, not as a refused session', async () => {
    answer({
      status: 401,
      body: {
        exc_type: 'AuthenticationError',
        exception: 'frappe.exceptions.AuthenticationError: Incorrect User or Password',
      },
    });
    const error = failure(
      await updateUserPassword({
        user_email: 'mario.rossi@example.com',
        old_password: 'bad',
        new_password: 'NewPassword1',
      }),
    );
    expect(error).toMatchObject({ status: 401, excType: 'AuthenticationError' });
  });
});

describe('password reset request (reset_password)', () => {
  it('sends the shopper IP first in X-Forwarded-For and reads the success answer', async () => {
    answer({
      body: {
        message: {
          status: 'success',
          message: 'Password reset instructions have been sent to your email.',
          title: 'Password Email Sent',
        },
      },
    });
    const result = await requestPasswordReset('mario.rossi@example.com', '203.0.113.7');
    expect(result).toEqual({
      ok: true,
      data: { status: 'success', message: 'Password reset instructions have been sent to your email.' },
    });
    expect(sentHeaders()['X-Forwarded-For']).toBe('203.0.113.7');
  });

  it('reports an unknown user (404 with status failed) as not-found', async () => {
    answer({
      status: 404,
      body: {
        message: { status: 'failed', message: 'User not found.', http_status_code: 404 },
        _server_messages: serverMessages('User ghost@example.com not found'),
      },
    });
    expect(failure(await requestPasswordReset('ghost@example.com', undefined))).toMatchObject({ kind: 'not-found' });
  });

  it('reads a 200 that sent nothing (status failed) as such', async () => {
    answer({ body: { message: { status: 'failed', message: 'User account is disabled.' } } });
    expect(await requestPasswordReset('off@example.com', undefined)).toEqual({
      ok: true,
      data: { status: 'failed', message: 'User account is disabled.' },
    });
  });

  it('reports the per-IP limit as rate-limited, as 429 and as the older 417', async () => {
    const limit = {
      exc_type: 'RateLimitExceededError',
      _server_messages: serverMessages(
        'You hit the rate limit because of too many requests. Please try after sometime.',
      ),
    };
    answer({ status: 429, body: limit });
    expect(failure(await requestPasswordReset('mario.rossi@example.com', '203.0.113.7'))).toMatchObject({
      kind: 'rate-limited',
    });
    answer({ status: 417, body: limit });
    expect(failure(await requestPasswordReset('mario.rossi@example.com', '203.0.113.7'))).toMatchObject({
      kind: 'rate-limited',
    });
  });
});

describe('password reset with key (update_user_password_with_key)', () => {
  it('succeeds on 200 whatever the message says', async () => {
    answer({ body: { message: { status: 'success', message: '/me' } } });
    expect((await resetPasswordWithKey('k', 'Brand-new-1')).ok).toBe(true);
  });

  it('fails on 410 although the answer says success, and on 400 for a weak password', async () => {
    answer({
      status: 410,
      body: {
        message: { status: 'success', message: 'The reset password link has either been used before or is invalid' },
      },
    });
    expect(failure(await resetPasswordWithKey('used', 'Brand-new-1'))).toMatchObject({ status: 410 });
    answer({
      status: 410,
      body: { message: { status: 'success', message: 'The reset password link has been expired' } },
    });
    expect(failure(await resetPasswordWithKey('old', 'Brand-new-1'))).toMatchObject({ status: 410 });
    answer({ status: 400, body: { message: { status: 'failed', message: 'Add another word or two.' } } });
    expect(failure(await resetPasswordWithKey('k', 'password'))).toMatchObject({ status: 400 });
  });
});

describe('wishlist', () => {
  const codes = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({ item_code: `FT-${String(from + i).padStart(4, '0')}` }));

  it('reads the empty wishlist, answered as the body {}', async () => {
    answer({ body: {} });
    expect(await getWishlistCodes()).toEqual({ ok: true, data: [] });
    expect(sentBody()).not.toHaveProperty('user');
  });

  it('reads every page until a short one, newest first as the back-end orders them', async () => {
    answer({ body: { message: codes(100) } }, { body: { message: codes(3, 100) } });
    const result = await getWishlistCodes();
    expect(result.ok && result.data).toHaveLength(103);
    expect(result.ok && result.data[0]).toBe('FT-0000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives all its calls one deadline, not one each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-25T10:00:00Z'));
    fetchMock = vi.fn(async () => {
      vi.setSystemTime(Date.now() + 3_000);
      return reply({ body: { message: codes(100) } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const result = await getWishlistCodes(Date.now() + 8_000);
    expect(failure(result)).toMatchObject({ kind: 'unavailable' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('adds (body {} also when already there) and reports a code that is not an Item', async () => {
    answer({ body: {} });
    expect(await addToWishlist('FT-0425')).toEqual({ ok: true, data: null });
    answer({ body: { message: { status: 'error', message: 'Item not found' } } });
    expect(failure(await addToWishlist('NOPE'))).toMatchObject({ kind: 'not-found' });
  });

  it('removes, and takes "it was not there" as done', async () => {
    answer({ body: { message: { status: 'success' } } });
    expect((await removeFromWishlist('FT-0425')).ok).toBe(true);
    answer({ body: { message: { status: 'error' } } });
    expect((await removeFromWishlist('FT-0425')).ok).toBe(true);
  });

  it('reads the products of a page with skus=, in wishlist order, never with wishlist=1', async () => {
    const product = (sku: string) => ({
      id: sku,
      sku,
      name: `Prodotto ${sku}`,
      slug: `det/prodotto-${sku.toLowerCase()}`,
      price: 10,
      sale_price: null,
      is_sale: false,
      stock: 3,
    });
    answer(
      { body: { message: [{ item_code: 'B-2' }, { item_code: 'A-1' }, { item_code: 'GONE-9' }] } },
      {
        body: {
          message: {
            totalCount: 2,
            current_page: 1,
            pages: 1,
            per_page: 3,
            is_last: true,
            products: [product('A-1'), product('B-2')],
          },
        },
      },
    );
    const result = await readWishlistPage('it', 1);
    expect(result.ok && result.data.products.map((p) => p.sku)).toEqual(['B-2', 'A-1']);
    expect(result.ok && result.data.totalCount).toBe(3);
    const listing = sentUrl(1);
    expect(listing.pathname).toBe('/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop');
    expect(listing.searchParams.get('skus')).toBe('B-2;A-1;GONE-9');
    expect(listing.searchParams.has('wishlist')).toBe(false);
  });

  it('asks the listing nothing when the wishlist is empty (wishlist=1 would answer the whole catalogue)', async () => {
    answer({ body: {} });
    expect(await readWishlistPage('it', 1)).toEqual({ ok: true, data: { products: [], totalCount: 0, pages: 0 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
