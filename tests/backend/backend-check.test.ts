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
 * `npm run backend:check` against the mock, which answers as the real apps do: every feature the
 * shop needs works on the default profile, the optional methods are reported off there and on in
 * the extended one, and a site without the Customer "Guest" is named as such.
 */
const servers: ServerType[] = [];
const urls: Record<'real' | 'extended', string> = { real: '', extended: '' };

async function startMock(profile: 'real' | 'extended'): Promise<string> {
  const db = openDatabase(':memory:');
  seedDatabase(db, { products: 40 });
  const app = createApp(db, { apiKey: 'demo_key', apiSecret: 'demo_secret', jwtSecret: 'check-secret', profile });
  const port = await freePort();
  servers.push(serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }));
  return `http://127.0.0.1:${port}`;
}

let backendUrl = '';
vi.mock('@/lib/env', () => ({
  env: () => ({
    BACKEND_URL: backendUrl,
    BACKEND_API_KEY: 'demo_key',
    BACKEND_API_SECRET: 'demo_secret',
    BACKEND_TIMEOUT_MS: 5_000,
  }),
}));
vi.mock('@/lib/session', () => ({ readSessionJwt: async () => undefined }));

const { runBackendCheck, canOpen } = await import('@/lib/backend/backend-check');
const { forgetRefusals } = await import('@/lib/backend/refusals');

beforeAll(async () => {
  urls.real = await startMock('real');
  urls.extended = await startMock('extended');
});
afterAll(() => servers.forEach((s) => s.close()));

async function check(url: string) {
  backendUrl = url;
  forgetRefusals();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return runBackendCheck();
}

const status = (report: Awaited<ReturnType<typeof check>>, feature: string) =>
  report.find((row) => row.feature === feature)?.status;

const site = (url: string, conditions: string[]) =>
  fetch(`${url}/__mock/site`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conditions }),
  });

describe('the operator’s back-end check', () => {
  it('prints every feature the shop needs as working on the default profile, and the optional ones as off', async () => {
    const report = await check(urls.real);
    const required = report.filter((row) => row.required);
    expect(required.length).toBeGreaterThan(10);
    expect(required.filter((row) => row.status !== 'works')).toEqual([]);
    expect(status(report, 'Guest checkout')).toBe('works');
    expect(status(report, 'Reviews enabled')).toBe('works');
    expect(status(report, 'Invoice letter head')).toBe('works');
    expect(status(report, 'ERPNext version')).toBe('works');
    expect(status(report, 'Payment status (optional)')).toBe('absent');
    // The real code asks Solr for no statistics: the price filter has no bounds.
    expect(status(report, 'Listing price bounds')).toBe('misconfigured');
    expect(canOpen(report)).toBe(true);
  });

  it('reports the optional methods of the extended profile as working', async () => {
    const report = await check(urls.extended);
    expect(status(report, 'Payment status (optional)')).toBe('works');
    expect(status(report, 'Cart coupon preview (optional)')).toBe('works');
  });

  it('names each way a real site differs: no Guest customer, reviews off, no Letter Head, ERPNext 15.70', async () => {
    await site(urls.real, ['no-guest-customer', 'reviews-off', 'no-letter-head', 'erpnext-15.70', 'no-help-roles']);
    try {
      const report = await check(urls.real);
      const note = (feature: string) => report.find((row) => row.feature === feature)?.note ?? '';
      expect(status(report, 'Guest checkout')).toBe('misconfigured');
      expect(note('Guest checkout')).toMatch(/no Guest customer/);
      expect(note('Reviews enabled')).toMatch(/reviews disabled/);
      expect(note('Invoice letter head')).toMatch(/no default Letter Head/);
      expect(note('ERPNext version')).toMatch(/payment_request/);
      expect(status(report, 'FAQ')).toBe('forbidden');
      expect(note('FAQ')).toMatch(/Knowledge Base/);
      // The shop works around each of them: it can still open.
      expect(canOpen(report)).toBe(true);
    } finally {
      await site(urls.real, []);
    }
  });

  it('the command exits 1, naming what is missing, when the back-end refuses the token', async () => {
    const run = promisify(execFile);
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', 'scripts/backend-check.ts'],
      { env: { ...process.env, BACKEND_URL: urls.real, BACKEND_API_KEY: 'demo_key', BACKEND_API_SECRET: 'wrong' } },
    ).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/The shop cannot open: Menu, Footer/);
    expect(failed?.stdout).toMatch(/application token is refused/);
  }, 30_000);
});
