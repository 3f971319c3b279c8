import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium (Playwright cannot download its own browser here) against a
 * production build and the mock back-end on their own ports and data folder, so a developer's
 * `npm run dev` on 3000/8000 is left alone.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8100);
/**
 * A second storefront, on the same build, whose mock back-end also has the optional methods of
 * docs/backend.md (`MOCK_PROFILE=extended`). Journeys named `*.extended.spec.ts` run there; every
 * other journey runs against the default profile, which answers as the real back-end does.
 */
export const E2E_EXTENDED_PORT = Number(process.env.E2E_EXTENDED_PORT ?? 3200);
export const E2E_EXTENDED_MOCK_PORT = Number(process.env.E2E_EXTENDED_MOCK_PORT ?? 8200);
const dataDir = process.env.E2E_MOCK_DATA_DIR ?? 'mock-backend/data/e2e';
/** The journeys' /api/revalidate secret (e2e/probes.spec.ts). */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

const storefront = (
  port: number,
  mockPort: number,
  extra: Record<string, string>,
  command = 'node scripts/start.mjs',
) => ({
  command,
  url: `http://localhost:${port}/robots.txt`,
  timeout: 180_000,
  reuseExistingServer: !process.env.CI,
  env: {
    PORT: String(port),
    MOCK_PORT: String(mockPort),
    MOCK_STOREFRONT_URL: `http://localhost:${port}`,
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    REVALIDATE_SECRET,
    // Per-client limits (lib/rate-limit.ts) count by shopper IP. The journeys' browsers all come from
    // this machine and sign in, quote and post far more than one person would: their address is not
    // limited. One trusted hop lets a probe name its own address in X-Forwarded-For and meet the
    // limits from a fresh count (e2e/probes.spec.ts).
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_ALLOW: '127.0.0.1,::1',
    ...extra,
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './e2e',
  // A bound for a journey that hangs, not a speed goal (speed is bench/'s). 45 s was too tight on a
  // loaded 2-core machine: on 2026-11-28 the unit tests took 288 s instead of about 120, and the
  // longest journey (a guest's whole bank-transfer order with two axe scans, 21 s on a quiet
  // machine) took 50 s under the suite's two workers, with others at 30–44 s.
  timeout: 90_000,
  // What a step waits for: a page's hydration and the reads it starts. On 2026-11-28, under the
  // suite's two workers and three storefronts, the checkout took 5.5–7.7 s from its HTML to its
  // first read and 12–14 s to its prices (the traces of real-site.spec.ts's two failures at 10 s);
  // alone on this machine, 1.4 s and 2.1 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // In CI a journey that passes only on its retry fails the run: flaky is a failure (npm test
  // prints the flaky count too).
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Shoppers who ask for less motion get near-instant animations (app/styles/globals.css); the journeys ask
    // too, so a toast or drawer is where it will stay when a step hovers, clicks or runs axe on it
    // (a toast still bouncing in made hover time out, and axe measured contrast mid-fade).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /\.extended\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'extended',
      testMatch: /\.extended\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${E2E_EXTENDED_PORT}` },
    },
  ],
  webServer: [
    storefront(E2E_PORT, E2E_MOCK_PORT, { MOCK_DATA_DIR: dataDir }),
    storefront(
      E2E_EXTENDED_PORT,
      E2E_EXTENDED_MOCK_PORT,
      { MOCK_DATA_DIR: `${dataDir}-extended`, MOCK_PROFILE: 'extended', NEXT_DIST_DIR: '.next-extended' },
      // Its own copy of the build: the two storefronts must not share one page cache on disk. The
      // real-site journeys' copy is made here too, before any journey renders a page into `.next`
      // (a page rendered on demand is written beside the build's own).
      'NEXT_DIST_DIR=.next-real-site node scripts/copy-build.mjs && node scripts/copy-build.mjs && node scripts/start.mjs',
    ),
  ],
});
