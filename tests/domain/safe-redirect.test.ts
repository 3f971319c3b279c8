import { describe, expect, it } from 'vitest';
import { nextPathOf, safeNextPath } from '@/lib/domain/safe-redirect';

describe('safeNextPath: only same-site paths are accepted for next', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/pages/account')).toBe('/pages/account');
    expect(safeNextPath('/pages/orders?page=2#latest')).toBe('/pages/orders?page=2#latest');
    expect(safeNextPath('/det/trapano%20avvitatore')).toBe('/det/trapano%20avvitatore');
  });

  it('keeps paths with a literal percent sign or a broken escape, which cannot leave the site', () => {
    expect(safeNextPath('/shop?search_term=100%25')).toBe('/shop?search_term=100%25');
    expect(safeNextPath('/det/%E0%A4%A')).toBe('/det/%E0%A4%A');
  });

  it('returns the path as the URL parser normalises it', () => {
    expect(safeNextPath('/pages/../pages/account')).toBe('/pages/account');
  });

  it('refuses protocol-relative and backslash tricks', () => {
    for (const next of [
      '//evil.com',
      '//evil.com/pages',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      '///evil.com',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('refuses paths that only normalise to a protocol-relative URL', () => {
    for (const next of ['/.//evil.example', '/./%2F/evil.example', '/a/..//evil.example', '/%2E//evil.example']) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('refuses absolute and scheme URLs', () => {
    for (const next of [
      'http://evil.com',
      'https://evil.com/pages/account',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'evil.com',
      'pages/account',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('refuses percent-encoded variants, single and double encoded', () => {
    for (const next of [
      '/%2F%2Fevil.com',
      '/%2fevil.com',
      '%2F%2Fevil.com',
      '/%5Cevil.com',
      '/%252F%252Fevil.com',
      '/%2Fevil.com',
      '%6A%61vascript:alert(1)',
      '/%2F%2Fevil.com%',
      '/%5Cevil%E0%A4%A',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('refuses control characters that browsers strip (tab, newline, NUL)', () => {
    for (const next of ['/\t/evil.com', '/\n/evil.com', '/pages\u0000', '/%09/evil.com', '/%0d%0aSet-Cookie:x=1']) {
      expect(safeNextPath(next), JSON.stringify(next)).toBe('/');
    }
  });

  it('refuses leading whitespace, non-strings, empty and over-long values', () => {
    for (const next of [
      ' //evil.com',
      ' /pages',
      '',
      null,
      undefined,
      42,
      ['/pages/account'],
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it('uses the fallback when next is refused, and "/" when the fallback is unsafe too', () => {
    expect(safeNextPath('//evil.com', '/pages/account')).toBe('/pages/account');
    expect(safeNextPath(undefined, 'https://evil.com')).toBe('/');
  });
});

describe("a sign-in page's next", () => {
  it('is the same-site path the address names, the account for anything else, and nothing when absent', () => {
    expect(nextPathOf({ next: '/pages/orders?page=2' })).toBe('/pages/orders?page=2');
    expect(nextPathOf({ next: '//evil.example' })).toBe('/pages/account');
    expect(nextPathOf({ next: ['/a', '/b'] })).toBeUndefined();
    expect(nextPathOf({})).toBeUndefined();
  });
});
