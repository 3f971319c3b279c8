// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../mock-backend/src/app';
import { openDatabase } from '../../mock-backend/src/db';
import { seedDatabase } from '../../mock-backend/src/seed/index';
import { freePort } from '../support/free-port';

/**
 * `npm run gpsr:report` against the mock, whose seed leaves a few products without what GPSR asks:
 * the report read in the test, then the command itself, run as package.json runs it, outside Next
 * and without this setup's stand-in for `next/cache`.
 */
let server: ServerType;
let backendUrl = '';
const db = openDatabase(':memory:');
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: backendUrl,
    BACKEND_API_KEY: 'demo_key',
    BACKEND_API_SECRET: 'demo_secret',
    BACKEND_TIMEOUT_MS: 5_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { gpsrReport } = await import('@/lib/backend/gpsr-report');

beforeAll(async () => {
  seedDatabase(db, { products: 180 });
  const app = createApp(db, { apiKey: 'demo_key', apiSecret: 'demo_secret', jwtSecret: 'gpsr-secret' });
  const port = await freePort();
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  backendUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => server.close());

const catalogue = () =>
  db.prepare('SELECT id, sku, brand FROM product').all() as Array<{ id: number; sku: string; brand: string }>;

describe('the product-safety report', () => {
  it('lists every product without a manufacturer, its address or an EU contact, and no other', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const report = await gpsrReport();
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    const products = catalogue();
    expect(report.data.products).toBe(products.length);
    const missing = (gap: string) =>
      new Set(report.data.gaps.filter((g) => g.gaps.includes(gap as never)).map((g) => g.sku));
    // The seed's own rules (mock-backend/src/routes/manufacturers.ts): every 23rd product has no
    // manufacturer; Ordina and Pulito have no address; Solaris is outside the EU with no contact.
    expect(missing('manufacturer')).toEqual(new Set(products.filter((p) => p.id % 23 === 0).map((p) => p.sku)));
    const made = products.filter((p) => p.id % 23 !== 0);
    expect(missing('address')).toEqual(
      new Set(made.filter((p) => ['Ordina', 'Pulito'].includes(p.brand)).map((p) => p.sku)),
    );
    expect(missing('eu-contact')).toEqual(new Set(made.filter((p) => p.brand === 'Solaris').map((p) => p.sku)));
  });

  it('the command, run outside Next, exits 0 with only the rows and the summary on stdout', async () => {
    const run = promisify(execFile);
    // Not a test run for the command (NODE_ENV=test keeps lib/log quiet), and every log line asked
    // for: they must all go to stderr.
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', 'scripts/gpsr-report.ts'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          BACKEND_URL: backendUrl,
          BACKEND_API_KEY: 'demo_key',
          BACKEND_API_SECRET: 'demo_secret',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const products = catalogue();
    const made = products.filter((p) => p.id % 23 !== 0);
    const without = {
      manufacturer: products.length - made.length,
      address: made.filter((p) => ['Ordina', 'Pulito'].includes(p.brand)).length,
      contact: made.filter((p) => p.brand === 'Solaris').length,
    };
    const gaps = without.manufacturer + without.address + without.contact;
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('sku\tmissing\tmanufacturer\tname');
    const rows = lines.slice(1, 1 + gaps);
    expect(rows.every((row) => row.split('\t').length === 4)).toBe(true);
    expect(lines.slice(1 + gaps)).toEqual([
      '',
      expect.stringMatching(
        new RegExp(
          `^${products.length} products, ${gaps} with something missing: ${without.manufacturer} without a ` +
            `manufacturer, ${without.address} without its address, ${without.contact} without an EU ` +
            `responsible person \\(\\d+\\.\\d s\\)\\.$`,
        ),
      ),
    ]);
    expect(stderr).toMatch(/^\{"level":"info",.*"event":"backend\.call"/m);
  }, 60_000);
});
