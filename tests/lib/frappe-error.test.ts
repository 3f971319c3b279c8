import { errorFromResponse, readServerMessage } from '@/lib/backend/frappe-error';

describe('Frappe error answers', () => {
  it('reads the message out of _server_messages (a JSON string of JSON strings)', () => {
    const body = {
      exc_type: 'ValidationError',
      _server_messages: JSON.stringify([
        JSON.stringify({ message: 'Coupon <b>EXPIRED</b> is no longer valid', title: 'Message', indicator: 'red' }),
      ]),
    };
    expect(readServerMessage(body)).toBe('Coupon EXPIRED is no longer valid');
    expect(errorFromResponse(417, body, null)).toMatchObject({
      kind: 'rejected',
      status: 417,
      excType: 'ValidationError',
    });
  });

  it('maps statuses to the shop’s error kinds', () => {
    expect(errorFromResponse(404, {}, null).kind).toBe('not-found');
    expect(errorFromResponse(401, {}, null).kind).toBe('unauthorised');
    expect(errorFromResponse(429, {}, '30')).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 30 });
    expect(errorFromResponse(409, {}, null).kind).toBe('rejected');
    expect(errorFromResponse(503, {}, null).kind).toBe('unavailable');
  });

  it('treats the real back-end’s 500 for an expired JWT as unauthorised', () => {
    expect(
      errorFromResponse(500, { exception: 'jwt.exceptions.ExpiredSignatureError: Signature has expired' }, null).kind,
    ).toBe('unauthorised');
  });

  it('strips the markup of a real message: a duplicate registration, a method Guest may not call', () => {
    const duplicate = {
      exc_type: 'DuplicateEntryError',
      _server_messages: JSON.stringify([
        JSON.stringify({ message: 'User <strong>x@example.com</strong> already exists', title: 'Message' }),
      ]),
    };
    expect(readServerMessage(duplicate)).toBe('User x@example.com already exists');
    const notWhitelisted = {
      exc_type: 'PermissionError',
      _server_messages: JSON.stringify([
        JSON.stringify({
          message:
            '<details><summary>You are not permitted to access this resource.</summary>Function <strong>frappe.client.get_count</strong> is not whitelisted.</details>',
        }),
      ]),
    };
    expect(readServerMessage(notWhitelisted)).toBe(
      'You are not permitted to access this resource. Function frappe.client.get_count is not whitelisted.',
    );
  });

  it('reads an exception raised directly by its message, and never the traceback beside it', () => {
    const wrongToken = {
      exc_type: 'AuthenticationError',
      exception: 'frappe.exceptions.AuthenticationError',
      exc: JSON.stringify(['Traceback (most recent call last):\n  File "apps/frappe/frappe/auth.py"']),
    };
    expect(readServerMessage(wrongToken)).toBe('frappe.exceptions.AuthenticationError');
    const message = readServerMessage({
      exc_type: 'NameError',
      exception: "NameError: name '_' is not defined",
      exc: JSON.stringify(['Traceback (most recent call last):\n  File "apps/omnicommerce/pdf.py"']),
      _exc_source: 'omnicommerce (app)',
    });
    expect(message).toBe("name '_' is not defined");
    expect(
      readServerMessage({ exc_type: 'KeyError', exc: '["Traceback (most recent call last): x"]' }),
    ).toBeUndefined();
  });

  it('survives bodies that are not what Frappe sends', () => {
    expect(readServerMessage(null)).toBeUndefined();
    expect(readServerMessage({ _server_messages: 'not json' })).toBeUndefined();
    expect(readServerMessage('text')).toBeUndefined();
  });
});
