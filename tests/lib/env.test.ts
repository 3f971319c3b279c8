import { readEnv } from '@/lib/env';

const good = {
  BACKEND_URL: 'http://127.0.0.1:8000/',
  BACKEND_API_KEY: 'k',
  BACKEND_API_SECRET: 's',
  NODE_ENV: 'production',
};

describe('server configuration', () => {
  it('parses a good configuration with defaults', () => {
    const env = readEnv(good);
    expect(env.BACKEND_URL).toBe('http://127.0.0.1:8000');
    expect(env.BACKEND_TIMEOUT_MS).toBe(8000);
    expect(env.cookieSecure).toBe(true);
  });

  it('fails with one line naming what is wrong, never the values', () => {
    expect(() => readEnv({ ...good, BACKEND_URL: 'not a url', BACKEND_API_SECRET: '' })).toThrowError(
      /^Invalid storefront configuration: check BACKEND_URL, BACKEND_API_SECRET \(see \.env\.example\)\.$/,
    );
  });

  it('lets a plain-http demo turn the secure cookie off explicitly', () => {
    expect(readEnv({ ...good, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});
