import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium (Playwright cannot download its own browser here) against a
 * production build and the mock back-end on their own ports and data folder, so a developer's
 * `npm run dev` on 3000/8000 is left alone.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8100);

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PW_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Shoppers who ask for less motion get near-instant animations (globals.css); the journeys ask
    // too, so a toast or drawer is where it will stay when a step hovers, clicks or runs axe on it
    // (a toast still bouncing in made hover time out, and axe measured contrast mid-fade).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${E2E_PORT}/robots.txt`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(E2E_PORT),
      MOCK_PORT: String(E2E_MOCK_PORT),
      MOCK_DATA_DIR: process.env.E2E_MOCK_DATA_DIR ?? 'mock-backend/data/e2e',
      MOCK_STOREFRONT_URL: `http://localhost:${E2E_PORT}`,
      SITE_URL: `http://localhost:${E2E_PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
