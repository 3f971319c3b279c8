import { beforeEach, describe, expect, it, vi } from 'vitest';

let ip: string | undefined = '203.0.113.7';
vi.mock('@/lib/request-ip', () => ({ requestIp: async () => ip }));

const { limit, LIMITS } = await import('@/lib/rate-limit');

async function tryTimes(action: Parameters<typeof limit>[0], times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await limit(action));
  return answers;
}

describe('per-client limits', () => {
  beforeEach(() => {
    delete process.env.RATE_LIMIT_ALLOW;
  });

  it('lets an address try sign-in as often as the limit allows, then tells it how long to wait', async () => {
    ip = '203.0.113.10';
    const { points, duration } = LIMITS['sign-in'];
    const answers = await tryTimes('sign-in', points + 1);
    expect(answers.slice(0, points).every((answer) => answer === undefined)).toBe(true);
    const refused = answers[points];
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(duration - 60);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(duration);
  });

  it('counts each address apart: one client over its limit does not stop another', async () => {
    ip = '203.0.113.11';
    await tryTimes('register', LIMITS.register.points + 1);
    expect(await limit('register')).toMatchObject({ reason: 'rate-limited' });
    ip = '203.0.113.12';
    expect(await limit('register')).toBeUndefined();
  });

  it('counts each action apart', async () => {
    ip = '203.0.113.13';
    await tryTimes('contact', LIMITS.contact.points + 1);
    expect(await limit('newsletter')).toBeUndefined();
  });

  it('never limits the addresses in RATE_LIMIT_ALLOW', async () => {
    ip = '198.51.100.1';
    process.env.RATE_LIMIT_ALLOW = '192.0.2.1, 198.51.100.1';
    const answers = await tryTimes('password-reset', LIMITS['password-reset'].points + 3);
    expect(answers.every((answer) => answer === undefined)).toBe(true);
  });

  it('puts clients whose address is unknown in one shared bucket rather than none', async () => {
    ip = undefined;
    const answers = await tryTimes('order-tracking', LIMITS['order-tracking'].points + 1);
    expect(answers.at(-1)).toMatchObject({ reason: 'rate-limited' });
  });
});
