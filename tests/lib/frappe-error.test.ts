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

  it('survives bodies that are not what Frappe sends', () => {
    expect(readServerMessage(null)).toBeUndefined();
    expect(readServerMessage({ _server_messages: 'not json' })).toBeUndefined();
    expect(readServerMessage('text')).toBeUndefined();
  });
});
