// @vitest-environment node
import { GET } from '@/app/.well-known/apple-developer-merchantid-domain-association/route';

describe('Apple Pay’s domain association file', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves the configured text, read when asked', async () => {
    vi.stubEnv('APPLE_PAY_DOMAIN_ASSOCIATION', '7B227073704964223A2239353635\n');
    const res = GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('7B227073704964223A2239353635');
  });

  it('does not exist when the shop has not set it', async () => {
    vi.stubEnv('APPLE_PAY_DOMAIN_ASSOCIATION', '');
    expect(GET().status).toBe(404);
  });
});
