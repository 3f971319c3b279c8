import '@testing-library/jest-dom/vitest';
import './jsdom-gaps';

// `cacheTag` and `cacheLife` work only inside a 'use cache' scope of a running Next server; in unit
// tests a cached read runs as a plain function (a test that checks them mocks them itself).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  cacheTag: () => {},
  cacheLife: () => {},
}));
