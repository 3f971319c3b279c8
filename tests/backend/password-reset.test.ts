// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answer, serverMessages, sentHeaders, failure, setUpAccountTests } from './account-support';

/** The contract's real answers (docs/backend/account.md) to a password reset, with `fetch` stubbed. */
setUpAccountTests();

const { requestPasswordReset, resetPasswordWithKey } = await import('@/lib/backend/account');

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
