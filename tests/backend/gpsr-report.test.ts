// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../mock-backend/src/app';
import { openDatabase } from '../../mock-backend/src/db';
import { seedDatabase } from '../../mock-backend/src/seed/index';
import { freePort } from '../support/free-port';

/** `npm run gpsr:report` against the mock, whose seed leaves a few products without what GPSR asks. */
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

describe('the product-safety report', () => {
  it('lists every product without a manufacturer, its address or an EU contact, and no other', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const report = await gpsrReport();
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    const products = db.prepare('SELECT id, sku, brand FROM product').all() as Array<{
      id: number;
      sku: string;
      brand: string;
    }>;
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
});
