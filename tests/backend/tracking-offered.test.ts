import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('@/lib/backend/call', () => ({ call }));
const { offersOrderTracking } = await import('@/lib/backend/tracking-offered');

const fail = (kind: string) => ({ ok: false, error: { kind } });

beforeEach(() => call.mockReset());

describe('the footer links order tracking only when the back-end can track', () => {
  it('yes with the optional track_order (a made-up order is simply not found)', async () => {
    call.mockResolvedValueOnce(fail('not-found'));
    expect(await offersOrderTracking()).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('yes without it when the app token may read Sales Orders', async () => {
    call.mockResolvedValueOnce(fail('absent')).mockResolvedValueOnce({ ok: true, data: [] });
    expect(await offersOrderTracking()).toBe(true);
  });

  it('no when the method is absent and Sales Orders may not be read', async () => {
    call.mockResolvedValueOnce(fail('absent')).mockResolvedValueOnce(fail('unauthorised'));
    expect(await offersOrderTracking()).toBe(false);
  });

  it('reads through the data cache, so the pages carrying the footer stay static', async () => {
    call.mockResolvedValueOnce(fail('absent')).mockResolvedValueOnce(fail('unavailable'));
    expect(await offersOrderTracking()).toBe(true);
    for (const [options] of call.mock.calls) expect(options.cache).toMatchObject({ tags: ['footer'] });
  });
});
