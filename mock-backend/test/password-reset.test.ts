// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, setup } from './support';

/** Password reset by mailed key, as the real back-end does it (docs/backend/account.md). */
let t: ReturnType<typeof setup>;
beforeAll(async () => {
  t = setup(30);
  // Lucia registers first (as in account.test.ts), so the first reset is for a shopper who signed up here.
  const lucia = { email: 'Lucia.Verdi@Example.com', first_name: 'Lucia', last_name: 'Verdi', password: 'short' };
  expect((await t.call(`${AUTH}.create_customer_and_user`, lucia)).status).toBe(200);
});

const outbox = async (to: string) =>
  (await t.request(`/__mock/outbox?to=${encodeURIComponent(to)}`)).body as Array<{
    subject: string;
    links: string[];
    text: string;
  }>;
const resetKey = async (email: string) => new URL((await outbox(email))[0]!.links[0]!).searchParams.get('key')!;

describe('password reset', () => {
  const ip = (n: number) => ({ headers: { 'X-Forwarded-For': `203.0.113.${n}, 10.0.0.1` } });

  it('mails a link to /pages/update-password that sets a new password once', async () => {
    const email = 'lucia.verdi@example.com';
    const r = await t.call(`${AUTH}.reset_password`, { user: email }, ip(1));
    expect(r.status).toBe(200);
    expect(r.message).toEqual({
      status: 'success',
      message: 'Password reset instructions have been sent to your email.',
      title: 'Password Email Sent',
    });
    const link = (await outbox(email))[0]!.links[0]!;
    expect(link).toMatch(/^http:\/\/shop\.test\/pages\/update-password\?key=[0-9a-f]+$/);
    const key = await resetKey(email);

    const weak = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.message.status).toBe('failed');
    const set = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Brand-new-1' });
    expect(set.status).toBe(200);
    expect(set.message).toEqual({ status: 'success', message: '/me' });
    expect((await t.call(`${AUTH}.sigin`, { usr: email, pwd: 'Brand-new-1' })).status).toBe(200);

    const reused = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Another-one-2' });
    expect(reused.status).toBe(410);
    expect(reused.message).toEqual({
      status: 'success',
      message: 'The reset password link has either been used before or is invalid',
    });
    const typed = await t.call(`${AUTH}.update_user_password_with_key`, { key: 42, new_password: 'Another-one-2' });
    expect(typed.status).toBe(417);
    expect(typed.body.exc_type).toBe('FrappeTypeError');
  });

  it('checks the key before the password: a bad key with a weak password is 410, a good key with one 400', async () => {
    const bad = await t.call(`${AUTH}.update_user_password_with_key`, { key: 'not-a-key', new_password: 'password' });
    expect(bad.status).toBe(410);
    expect(bad.message).toEqual({
      status: 'success',
      message: 'The reset password link has either been used before or is invalid',
    });
    await t.call(`${AUTH}.reset_password`, { user: 'jana.novak@example.com' }, ip(4));
    const key = await resetKey('jana.novak@example.com');
    const weak = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.message.status).toBe('failed');
  });

  it('answers an unknown user with 404 and status failed, and sends nothing', async () => {
    const unknown = await t.call(`${AUTH}.reset_password`, { user: 'ghost@example.com' }, ip(2));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toEqual({ status: 'failed', message: 'User not found.', http_status_code: 404 });
    expect(await outbox('ghost@example.com')).toHaveLength(0);
  });

  it('answers success but sends nothing on a site with no outgoing e-mail account (mymb swallows the mail error)', async () => {
    const email = 'jana.novak@example.com';
    const site = (conditions: string[]) =>
      t.request('/__mock/site', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ conditions }),
      });
    const before = (await outbox(email)).length;
    await site(['no-email-account']);
    try {
      const r = await t.call(`${AUTH}.reset_password`, { user: email }, ip(4));
      expect(r.status).toBe(200);
      expect(r.message.status).toBe('success');
      expect(await outbox(email)).toHaveLength(before);
    } finally {
      await site([]);
    }
  });

  it('lets a key expire after 20 minutes', async () => {
    const email = 'mario.rossi@example.com';
    await t.call(`${AUTH}.reset_password`, { user: email }, { ...ip(3), lang: 'it' });
    expect((await outbox(email))[0]!.subject).toMatch(/reimposta/);
    const key = await resetKey(email);
    t.clock.now += 20 * 60 * 1000 + 1000;
    const late = await t.call(`${AUTH}.update_user_password_with_key`, { key, new_password: 'Too-late-123' });
    expect(late.status).toBe(410);
    expect(late.message).toEqual({ status: 'success', message: 'The reset password link has been expired' });
  });

  it('allows 3 calls per hour per client IP (the first X-Forwarded-For value), then 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.call(`${AUTH}.reset_password`, { user: `spam${i}@example.com` }, ip(9))).status).toBe(404);
    const limited = await t.call(`${AUTH}.reset_password`, { user: 'mario.rossi@example.com' }, ip(9));
    expect(limited.status).toBe(429);
    expect(limited.body.exc_type).toBe('RateLimitExceededError');
    // Another shopper (another first value behind the same proxy) has a budget of its own.
    expect(
      (
        await t.call(
          `${AUTH}.reset_password`,
          { user: 'mario.rossi@example.com' },
          { headers: { 'X-Forwarded-For': '198.51.100.7, 10.0.0.1' } },
        )
      ).status,
    ).toBe(200);
    t.clock.now += 60 * 60 * 1000;
    expect((await t.call(`${AUTH}.reset_password`, { user: 'mario.rossi@example.com' }, ip(9))).status).toBe(200);
  });
});
