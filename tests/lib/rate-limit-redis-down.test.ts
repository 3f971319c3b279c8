// @vitest-environment node
import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/request-ip', () => ({ requestIp: async () => '203.0.113.50' }));

/** A port nothing listens on: Redis is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;

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
