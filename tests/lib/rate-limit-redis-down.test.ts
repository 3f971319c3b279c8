// @vitest-environment node
import { freePort } from '../support/free-port';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/request-ip', () => ({ requestIp: async () => '203.0.113.50' }));

// Redis is down: nothing listens on a free port.
process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;

const { limit, LIMITS } = await import('@/lib/rate-limit');

describe('per-client limits with Redis unreachable', () => {
  it('still count, in this instance’s memory, and answer at once', async () => {
    const started = performance.now();
    const answers = [];
    for (let i = 0; i <= LIMITS['sign-in'].points; i += 1) answers.push(await limit('sign-in'));
    expect(answers.slice(0, -1).every((answer) => answer === undefined)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ reason: 'rate-limited' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
