import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('@/lib/env', () => ({ env: () => ({ cookieSecure: false }) }));
const { isLiveJwt } = await import('@/lib/session');

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
const now = Date.parse('2026-11-25T10:00:00Z');

describe('a session JWT', () => {
  it('past its exp is a signed-out shopper (the real back-end would answer a bare 500)', () => {
    expect(isLiveJwt(jwt({ email: 'a@b.it', exp: now / 1000 - 1 }), now)).toBe(false);
  });
  it('before its exp is kept', () => {
    expect(isLiveJwt(jwt({ email: 'a@b.it', exp: now / 1000 + 60 }), now)).toBe(true);
  });
  it('issued more than the shop’s session lifetime ago is over, though the back-end would take it for ~600 days', () => {
    const day = 24 * 3600;
    // The back-end dates iat a day early: a JWT signed 6 days ago carries iat 7 days ago.
    expect(isLiveJwt(jwt({ email: 'a@b.it', iat: now / 1000 - 7 * day, exp: now / 1000 + 590 * day }), now)).toBe(true);
    expect(isLiveJwt(jwt({ email: 'a@b.it', iat: now / 1000 - 9 * day, exp: now / 1000 + 590 * day }), now)).toBe(
      false,
    );
  });
  it('that is not a JWT is refused', () => {
    expect(isLiveJwt('garbage', now)).toBe(false);
    expect(isLiveJwt('a.b.c', now)).toBe(false);
  });
});
