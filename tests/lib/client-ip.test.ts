import { describe, expect, it } from 'vitest';
import { clientIpFrom } from '@/lib/client-ip';

describe('the shopper IP', () => {
  it('with no proxy in front, is the socket address our server appended, whatever the client wrote', () => {
    expect(clientIpFrom('6.6.6.6, 198.51.100.4', 0)).toBe('198.51.100.4');
  });
  it('behind one trusted proxy, is the address that proxy saw', () => {
    expect(clientIpFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', 1)).toBe('203.0.113.9');
  });
  it('more trusted hops than entries falls back to the leftmost entry', () => {
    expect(clientIpFrom('203.0.113.9', 3)).toBe('203.0.113.9');
  });
  it('reads IPv4-mapped IPv6 as IPv4 and refuses what is not an address', () => {
    expect(clientIpFrom('::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientIpFrom('not-an-ip', 0)).toBeUndefined();
    expect(clientIpFrom(null, 0)).toBeUndefined();
  });
});
