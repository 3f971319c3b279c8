import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('@/lib/env', () => ({ env: () => ({ cookieSecure: false }) }));
const { isLiveJwt } = await import('@/lib/session');

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
const now = Date.parse('2026-11-25T10:00:00Z');

describe('a session JWT', () => {
  it('past its exp is a signed-out shopper (the real back-end would answer a bare 500)', () => {
    expect(isLiveJwt(jwt({ email: 'a@b.it', exp: now / 1000 - 1 }), now)).toBe(false);
  });
  it('before its exp is kept', () => {
    expect(isLiveJwt(jwt({ email: 'a@b.it', exp: now / 1000 + 60 }), now)).toBe(true);
  });
  it('that is not a JWT is refused', () => {
    expect(isLiveJwt('garbage', now)).toBe(false);
    expect(isLiveJwt('a.b.c', now)).toBe(false);
  });
});
