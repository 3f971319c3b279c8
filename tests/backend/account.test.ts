// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answer, serverMessages, sentHeaders, sentBody, failure, setUpAccountTests } from './account-support';

/**
 * The contract's real answers (docs/backend/account.md) fed through sign-in, registration, the
 * user's details and the password change, with `fetch` stubbed: what the storefront makes of each
 * of them. Password reset and the wishlist have their own files.
 */
setUpAccountTests();

const { signIn, getUserInfo } = await import('@/lib/backend/auth');
const { registerCustomer, updateUserPassword } = await import('@/lib/backend/account');

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
