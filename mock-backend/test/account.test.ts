// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, serverMessage, setup } from './support';

let t: ReturnType<typeof setup>;
beforeAll(() => {
  t = setup(30);
});

const outbox = async (to: string) => (await t.request(`/__mock/outbox?to=${encodeURIComponent(to)}`)).body as Array<{ subject: string; links: string[]; text: string }>;

describe('sign in', () => {
  it('answers the JWT at top level for the demo users', async () => {
    const r = await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'Password123!' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Authentication successful');
    expect(r.body.jwt.split('.')).toHaveLength(3);
  });

  it('answers 417 for a wrong password and 404 for an unknown user', async () => {
    const wrong = await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'nope-nope' });
    expect(wrong.status).toBe(417);
    expect(wrong.body.exc_type).toBe('ValidationError');
    const unknown = await t.call(`${AUTH}.sigin`, { usr: 'nobody@example.com', pwd: 'whatever1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.exc_type).toBe('DoesNotExistError');
  });

  it('locks an e-mail for 15 minutes after 5 failures, with Retry-After', async () => {
    const usr = 'mario.rossi@example.com';
    for (let i = 0; i < 5; i++) {
      t.clock.now += 1000;
      expect((await t.call(`${AUTH}.sigin`, { usr, pwd: `wrong-${i}` })).status).toBe(417);
    }
    const locked = await t.call(`${AUTH}.sigin`, { usr, pwd: 'Password123!' });
    expect(locked.status).toBe(429);
    expect(locked.body.exc_type).toBe('TooManyRequests');
    const retry = Number(locked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // another e-mail is not affected
    expect((await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'Password123!' })).status).toBe(200);
    t.clock.now += retry * 1000;
    expect((await t.call(`${AUTH}.sigin`, { usr, pwd: 'Password123!' })).status).toBe(200);
  });
});

describe('register and profile', () => {
  it('creates a customer and user, refuses a duplicate and a short password', async () => {
    const params = { email: 'Lucia.Verdi@Example.com', first_name: 'Lucia', last_name: 'Verdi', password: 'Segreta2026' };
    const r = await t.call(`${AUTH}.create_customer_and_user`, params);
    expect(r.status).toBe(200);
    expect(r.message).toMatchObject({ user: 'lucia.verdi@example.com', customer: 'Lucia Verdi', jwt: expect.any(String) });
    const again = await t.call(`${AUTH}.create_customer_and_user`, params);
    expect(again.status).toBe(409);
    expect(again.body.exc_type).toBe('DuplicateEntryError');
    const short = await t.call(`${AUTH}.create_customer_and_user`, { ...params, email: 'x@example.com', password: 'short' });
    expect(short.status).toBe(417);
    expect(serverMessage(short.body)).toMatch(/at least 8/);
    const bad = await t.call(`${AUTH}.create_customer_and_user`, { ...params, email: 'not-an-email' });
    expect(bad.status).toBe(417);
    expect((await t.call(`${AUTH}.sigin`, { usr: 'lucia.verdi@example.com', pwd: 'Segreta2026' })).status).toBe(200);
  });

  it('reads and updates the profile and the password', async () => {
    const jwt = await t.signIn('jana.novak@example.com');
    const info = await t.call(`${AUTH}.get_user_info`, {}, { jwt });
    expect(info.message).toMatchObject({ first_name: 'Jana', last_name: 'Nováková', email: 'jana.novak@example.com' });
    const upd = await t.call(`${AUTH}.update_user_info`, { first_name: 'Jana', last_name: 'Novák' }, { jwt });
    expect(upd.message).toMatchObject({ first_name: 'Jana', last_name: 'Novák' });
    const wrong = await t.call(`${AUTH}.update_user_password`, { user_email: 'jana.novak@example.com', old_password: 'bad-password', new_password: 'NewPassword1' }, { jwt });
    expect(wrong.status).toBe(417);
    const other = await t.call(`${AUTH}.update_user_password`, { user_email: 'mario.rossi@example.com', old_password: 'Password123!', new_password: 'NewPassword1' }, { jwt });
    expect(other.status).toBe(403);
    const ok = await t.call(`${AUTH}.update_user_password`, { user_email: 'jana.novak@example.com', old_password: 'Password123!', new_password: 'NewPassword1' }, { jwt });
    expect(ok.status).toBe(200);
    expect((await t.call(`${AUTH}.sigin`, { usr: 'jana.novak@example.com', pwd: 'NewPassword1' })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a one-time link that sets a new password', async () => {
    const email = 'lucia.verdi@example.com';
    const r = await t.call(`${AUTH}.reset_password`, { user: email });
    expect(r.message.status).toBe('success');
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.links[0]!;
    expect(link).toMatch(/^http:\/\/shop\.test\/pages\/forgot-password\?key=[0-9a-f]+$/);
    const key = new URL(link).searchParams.get('key')!;
    const tooShort = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'short' });
    expect(tooShort.status).toBe(417);
    const set = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Brand-new-1' });
    expect(set.status).toBe(200);
    expect((await t.call(`${AUTH}.sigin`, { usr: email, pwd: 'Brand-new-1' })).status).toBe(200);
    const reused = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Another-one-2' });
    expect(reused.status).toBe(410);
    expect(reused.body.exc_type).toBe('LinkExpired');
  });

  it('answers success for unknown e-mails without sending anything, expires keys, and rate-limits', async () => {
    const unknown = await t.call(`${AUTH}.reset_password`, { user: 'ghost@example.com' });
    expect(unknown.message.status).toBe('success');
    expect(await outbox('ghost@example.com')).toHaveLength(0);

    const email = 'mario.rossi@example.com';
    await t.call(`${AUTH}.reset_password`, { user: email }, { lang: 'it' });
    const mail = (await outbox(email))[0]!;
    expect(mail.subject).toMatch(/reimposta/);
    const key = new URL(mail.links[0]!).searchParams.get('key')!;
    t.clock.now += 61 * 60 * 1000;
    expect((await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Too-late-123' })).status).toBe(410);

    for (let i = 0; i < 3; i++) expect((await t.call(`${AUTH}.reset_password`, { user: 'spam@example.com' })).status).toBe(200);
    const limited = await t.call(`${AUTH}.reset_password`, { user: 'spam@example.com' });
    expect(limited.status).toBe(417);
  });
});
