// @vitest-environment node
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, JWT_SECRET, serverMessage, setup } from './support';

/** The mock's real profile answers the account calls as the real back-end does (docs/backend/account.md). */
let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(30);
});

describe('sign in', () => {
  it('answers the JWT inside message, next to the message text', async () => {
    const r = await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'Password123!' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      message: { message: 'Authentication successful', jwt: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/) },
    });
  });

  it('answers a wrong password with 401 and no message to show, an unknown user with 404', async () => {
    const wrong = await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.exc_type).toBe('AuthenticationError');
    expect(wrong.body._server_messages).toBeUndefined();
    expect(wrong.body.exception).toMatch(/Incorrect User or Password$/);
    const unknown = await t.call(`${AUTH}.sigin`, { usr: 'nobody@example.com', pwd: 'whatever1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.exc_type).toBe('DoesNotExistError');
  });

  it('never locks an account: the storefront limits attempts itself', async () => {
    for (let i = 0; i < 8; i++)
      expect((await t.call(`${AUTH}.sigin`, { usr: 'mario.rossi@example.com', pwd: `wrong-${i}` })).status).toBe(401);
    expect((await t.call(`${AUTH}.sigin`, { usr: 'mario.rossi@example.com', pwd: 'Password123!' })).status).toBe(200);
  });
});

describe('the JWT', () => {
  const USER_INFO = `${AUTH}.get_user_info`;
  const sign = (secret: string, iat: number, exp: number) =>
    new SignJWT({ email: 'mario.rossi@example.com', roles: ['Customer'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('mario.rossi@example.com')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it('is HS256 with sub, email, roles, iat a day early and exp about 600 days on', async () => {
    const jwt = await t.signIn();
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: 'mario.rossi@example.com',
      email: 'mario.rossi@example.com',
      roles: ['Customer'],
    });
    const now = Math.floor(t.clock.now / 1000);
    expect(payload.iat).toBe(now - 24 * 3600);
    expect(payload.exp).toBe(now + 864_000 * 60);
  });

  it('answers 417 without the header or with another scheme', async () => {
    const none = await t.call(USER_INFO);
    expect(none.status).toBe(417);
    expect(serverMessage(none.body)).toBe('Invalid JWT token: Missing Authorization header');
    const scheme = await t.call(USER_INFO, {}, { headers: { Jwt: 'Token abc' } });
    expect(scheme.status).toBe(417);
    expect(serverMessage(scheme.body)).toBe('Invalid JWT token: Invalid Authorization header format');
  });

  it('answers a forged, garbage or expired token with a bare 500 that never mentions the JWT', async () => {
    const now = Math.floor(t.clock.now / 1000);
    const tokens = [
      await sign('another-secret', now, now + 3600),
      'not-a-jwt',
      await sign(JWT_SECRET, now - 7200, now - 3600),
    ];
    for (const jwt of tokens) {
      const r = await t.call(USER_INFO, {}, { jwt });
      expect(r.status).toBe(500);
      expect(r.body.exc_type).toBe('AttributeError');
      expect(JSON.stringify(r.body)).not.toMatch(/jwt|token/i);
    }
    const wishlist = await t.call('mymb_ecommerce.mymb_ecommerce.wishlist.get_from_wishlist', {}, { jwt: 'not-a-jwt' });
    expect(wishlist.status).toBe(500);
    expect(wishlist.body.exc_type).toBe('TypeError');
  });
});

describe('register and profile', () => {
  const params = { email: 'Lucia.Verdi@Example.com', first_name: 'Lucia', last_name: 'Verdi', password: 'short' };

  it('creates the user and a Customer named after the e-mail, without a password policy', async () => {
    const r = await t.call(`${AUTH}.create_customer_and_user`, params);
    expect(r.status).toBe(200);
    expect(r.message).toEqual({
      user: 'lucia.verdi@example.com',
      customer: 'lucia.verdi@example.com',
      jwt: expect.any(String),
    });
    expect((await t.call(`${AUTH}.sigin`, { usr: 'lucia.verdi@example.com', pwd: 'short' })).status).toBe(200);
  });

  it('refuses a taken e-mail with 409, an invalid one with 417, and a Guest with 403', async () => {
    const again = await t.call(`${AUTH}.create_customer_and_user`, params);
    expect(again.status).toBe(409);
    expect(again.body.exc_type).toBe('DuplicateEntryError');
    // Frappe's db_insert prints the message (markup inside), then raises the SQL error.
    expect(serverMessage(again.body)).toBe('User <strong>lucia.verdi@example.com</strong> already exists');
    expect(again.body.exception).toMatch(
      /^frappe\.exceptions\.DuplicateEntryError: \('User', 'lucia\.verdi@example\.com', /,
    );
    const bad = await t.call(`${AUTH}.create_customer_and_user`, { ...params, email: 'not-an-email' });
    expect(bad.status).toBe(417);
    expect(bad.body.exc_type).toBe('InvalidEmailAddressError');
    const missing = await t.call(`${AUTH}.create_customer_and_user`, { email: 'new@example.com' });
    expect(missing.status).toBe(500);
    const anonymous = await t.request(`/api/method/${AUTH}.create_customer_and_user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...params, email: 'anon@example.com' }),
    });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.exc_type).toBe('PermissionError');
    expect(serverMessage(anonymous.body)).toContain(
      'Function <strong>mymb_ecommerce.utils.auth.create_customer_and_user</strong> is not whitelisted.',
    );
    expect((await t.call(`${AUTH}.sigin`, { usr: 'anon@example.com', pwd: params.password })).status).toBe(404);
  });

  it('answers the user info with the whole Customer document', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    const info = await t.call(`${AUTH}.get_user_info`, {}, { jwt });
    expect(info.message).toMatchObject({
      email: 'jana.novak@example.com',
      first_name: 'Jana',
      last_name: 'Nováková',
      roles: ['Customer'],
      customer: {
        name: 'jana.novak@example.com',
        customer_name: 'jana.novak@example.com',
        customer_type: 'Individual',
        customer_group: 'B2C',
        territory: 'Italy',
        email_id: 'jana.novak@example.com',
        doctype: 'Customer',
        // ERPNext's Italian regional fields: a Check (never null) and a Data field with a default.
        is_public_administration: 0,
        recipient_code: '0000000',
      },
    });
    // A whole document leaves its null fields out.
    expect(Object.values(info.message.customer)).not.toContain(null);
  });

  it('crashes in `me` as the real method does: 500 AttributeError on datetime, raised directly', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    const r = await t.call(`${AUTH}.me`, {}, { jwt });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({
      exc_type: 'AttributeError',
      exception: "AttributeError: type object 'datetime.datetime' has no attribute 'datetime'",
      _exc_source: 'mymb_ecommerce (app)',
    });
    expect(r.body._server_messages).toBeUndefined();
    expect((await t.call(`${AUTH}.me`)).status).toBe(417);
  });

  it('updates only the names given, and changes the password only with the right old one', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    const upd = await t.call(`${AUTH}.update_user_info`, { first_name: '', last_name: 'Novák' }, { jwt });
    expect(upd.message).toEqual({
      message: 'User information updated successfully',
      first_name: 'Jana',
      last_name: 'Novák',
    });
    const change = {
      user_email: 'someone.else@example.com',
      old_password: 'bad-password',
      new_password: 'NewPassword1',
    };
    const wrong = await t.call(`${AUTH}.update_user_password`, change, { jwt });
    expect(wrong.status).toBe(401);
    expect(wrong.body.exc_type).toBe('AuthenticationError');
    // `user_email` is ignored: the JWT says whose password changes.
    const ok = await t.call(`${AUTH}.update_user_password`, { ...change, old_password: 'Password123!' }, { jwt });
    expect(ok.status).toBe(200);
    expect(ok.message).toEqual({ message: 'Password updated successfully' });
    expect((await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'NewPassword1' })).status).toBe(200);
    // Nothing revokes a JWT: the old one still works after the change.
    expect((await t.call(`${AUTH}.get_user_info`, {}, { jwt })).status).toBe(200);
  });
});
