// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Database } from 'better-sqlite3';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../mock-backend/src/app';
import { openDatabase } from '../../mock-backend/src/db';
import { permissionError, raisedError, type FrappeError } from '../../mock-backend/src/frappe-errors';
import { unknownMethod } from '../../mock-backend/src/frappe-modules';
import { seedDatabase } from '../../mock-backend/src/seed/index';
import type { SiteCondition } from '../../mock-backend/src/site';
import { METHODS } from '@/lib/backend/methods';
import { freePort } from '../support/free-port';

/**
 * `npm run backend:check` against the mock, which answers as the real apps do: every feature the
 * shop needs works on the default profile, the optional methods are reported off there and on in
 * the extended one, each way a real site differs is named, and asking changes nothing.
 */
const servers: ServerType[] = [];

interface Mock {
  url: string;
  db: Database;
}

/**
 * A mock back-end on a port of its own. `answer` stands in for the real back-end where a site
 * answers otherwise than the mock (an app without a method, a refusal): it may answer a request
 * first.
 */
async function startMock(
  profile: 'real' | 'extended',
  options: { site?: SiteCondition[]; answer?: (request: Request) => Response | undefined } = {},
): Promise<Mock> {
  const db = openDatabase(':memory:');
  seedDatabase(db, { products: 40 });
  const app = createApp(db, {
    apiKey: 'demo_key',
    apiSecret: 'demo_secret',
    jwtSecret: 'check-secret',
    profile,
    site: options.site,
  });
  const port = await freePort();
  const fetch = (request: Request) => options.answer?.(request) ?? app.fetch(request);
  servers.push(serve({ fetch, port, hostname: '127.0.0.1' }));
  return { url: `http://127.0.0.1:${port}`, db };
}

/** A Frappe error answer, as the mock builds it. */
const answerWith = (error: FrappeError, path: string) =>
  new Response(JSON.stringify(error.answer(path)), {
    status: error.status,
    headers: { 'Content-Type': 'application/json' },
  });

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

let real: Mock;
let extended: Mock;
beforeAll(async () => {
  real = await startMock('real');
  extended = await startMock('extended');
});
afterAll(() => servers.forEach((s) => s.close()));

async function check(url: string) {
  backendUrl = url;
  forgetRefusals();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return runBackendCheck();
}

type Report = Awaited<ReturnType<typeof check>>;
const row = (report: Report, feature: string) => report.find((r) => r.feature === feature);
const status = (report: Report, feature: string) => row(report, feature)?.status;
const note = (report: Report, feature: string) => row(report, feature)?.note ?? '';

const site = (url: string, conditions: SiteCondition[]) =>
  fetch(`${url}/__mock/site`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conditions }),
  });

/** `npm run backend:check` itself: its exit code and what it printed. */
async function command(url: string, secret = 'demo_secret'): Promise<{ code: number; stdout: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/backend-check.ts'], {
    env: { ...process.env, BACKEND_URL: url, BACKEND_API_KEY: 'demo_key', BACKEND_API_SECRET: secret },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/** The optional methods of docs/backend/ that the real apps lack: off on the default profile. */
const EXTENDED_ONLY = [
  'Cart coupon preview (optional)',
  'Payment status (optional)',
  'Test card payments (optional)',
  'Test redirect payments (optional)',
  'Order timeline (optional)',
  'Guest order tracking (optional)',
  'Store locations (optional)',
  'Blog tags (optional)',
  'Blog threaded comments (optional)',
  'Blog replies (optional)',
];

describe('the operator’s back-end check', () => {
  it('finds every feature on the default profile; the only other lines are the optional methods the real apps lack and the price bounds', async () => {
    const report = await check(real.url);
    const required = report.filter((r) => r.required);
    expect(required.length).toBeGreaterThan(20);
    expect(required.filter((r) => r.status !== 'works')).toEqual([]);
    for (const feature of [
      'Checkout: order by stock ERPNext',
      'Checkout: payment request by stock ERPNext',
      'Withdrawal: recording',
      'Account: profile changes',
      'Account: password change',
      'Password reset: new password',
      'Wishlist: add',
      'Wishlist: remove',
    ])
      expect(row(report, feature), feature).toMatchObject({ status: 'works', required: true });
    for (const feature of [
      'Reviews: writing (optional)',
      'Newsletter: confirmation (optional)',
      'Blog: post pages (optional)',
      'Blog: page count (optional)',
      'Blog: posting comments (optional)',
      'Blog authors (optional)',
      'Withdrawal: earlier records (optional)',
      'Label translations (optional)',
      'Outgoing e-mail',
      'Guest checkout',
      'Reviews enabled',
      'Invoice letter head',
      'ERPNext version',
    ])
      expect(row(report, feature), feature).toMatchObject({ status: 'works', required: false });
    // Every other line is ok, but these: the real apps lack the optional methods (the shop steps
    // aside), and mymb asks Solr for no statistics (the price filter has no bounds).
    expect(report.filter((r) => r.status !== 'works').map((r) => `${r.status} ${r.feature}`)).toEqual([
      ...EXTENDED_ONLY.map((feature) => `absent ${feature}`),
      'misconfigured Listing price bounds',
    ]);
    expect(canOpen(report)).toBe(true);
  });

  it('changes nothing: records no Communication, sends no mail, spends no password-reset budget', async () => {
    const mock = await startMock('real');
    const count = (table: string) => mock.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    const before = { communication: count('communication'), outbox: count('outbox') };
    await check(mock.url);
    expect({ communication: count('communication'), outbox: count('outbox') }).toEqual(before);
    // reset_password allows 3 calls an hour per client IP: the check used none of them.
    for (let i = 0; i < 3; i++) {
      const reset = await fetch(`${mock.url}/api/method/${METHODS.resetPassword}`, {
        method: 'POST',
        headers: { Authorization: 'token demo_key:demo_secret', 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: `nobody${i}@example.com` }),
      });
      expect(reset.status).toBe(404);
    }
  });

  it('asks about every method the shop calls (lib/backend/methods.ts), each with a verb that cannot run it but the two reads', async () => {
    const asked: string[] = [];
    const recording = await startMock('real', {
      answer: (request) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        if (path.startsWith('/api/method/')) asked.push(`${request.method} ${path.slice('/api/method/'.length)}`);
        return undefined;
      },
    });
    await check(recording.url);
    const reads: string[] = [METHODS.listing, METHODS.versions];
    expect([...asked].sort()).toEqual(
      Object.values(METHODS)
        .map((path) => `${reads.includes(path) ? 'GET' : 'PATCH'} ${path}`)
        .sort(),
    );
  });

  it('reports the optional methods of the extended profile as working', async () => {
    const report = await check(extended.url);
    for (const feature of EXTENDED_ONLY) expect(status(report, feature), feature).toBe('works');
  });

  it('names each way a real site differs: no Guest customer, reviews off, no Letter Head, ERPNext 15.70, no e-mail account', async () => {
    await site(real.url, [
      'no-guest-customer',
      'reviews-off',
      'no-letter-head',
      'erpnext-15.70',
      'no-help-roles',
      'no-email-account',
    ]);
    try {
      const report = await check(real.url);
      expect(status(report, 'Guest checkout')).toBe('misconfigured');
      expect(note(report, 'Guest checkout')).toMatch(/no Guest customer/);
      expect(note(report, 'Reviews enabled')).toMatch(/reviews disabled/);
      expect(note(report, 'Invoice letter head')).toMatch(/no default Letter Head/);
      expect(note(report, 'ERPNext version')).toMatch(/payment_request/);
      expect(status(report, 'FAQ (optional)')).toBe('forbidden');
      expect(note(report, 'FAQ (optional)')).toMatch(/Knowledge Base/);
      expect(status(report, 'Outgoing e-mail')).toBe('misconfigured');
      expect(note(report, 'Outgoing e-mail')).toMatch(
        /no outgoing e-mail account: the online withdrawal cannot be recorded/,
      );
      expect(note(report, 'Outgoing e-mail')).toMatch(/Enable Outgoing and Default Outgoing/);
      // The shop works around each of them: it can still open.
      expect(canOpen(report)).toBe(true);
    } finally {
      await site(real.url, []);
    }
  });

  it('names the role to add for a 403, and says what it could not check', async () => {
    const refusing = await startMock('real', {
      answer: (request) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        if (path === `/api/method/${METHODS.sendCommunication}`) {
          const refused = permissionError(
            `<details><summary>You are not permitted to access this resource.</summary>Function <strong>${METHODS.sendCommunication}</strong> is not whitelisted.</details>`,
          );
          refused.origin = null;
          return answerWith(refused, path);
        }
        if (path === '/api/resource/Email Account')
          return answerWith(raisedError(403, 'PermissionError', 'Email Account'), path);
        return undefined;
      },
    });
    const report = await check(refusing.url);
    expect(status(report, 'Withdrawal: recording')).toBe('forbidden');
    expect(note(report, 'Withdrawal: recording')).toMatch(/give the API user the role Sales User \(Sales Order\)/);
    expect(status(report, 'Outgoing e-mail')).toBe('forbidden');
    expect(note(report, 'Outgoing e-mail')).toMatch(
      /could not be checked: give the API user the role Inbox User or System Manager/,
    );
    expect(canOpen(report)).toBe(false);
  });

  it('the command prints every line ok on the default mock, but the explained ones, and exits 0', async () => {
    const { code, stdout } = await command(real.url);
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter((l) => /^(ok|off|DENY|WARN|FAIL) /.test(l));
    expect(lines.length).toBeGreaterThan(60);
    // A line is the mark (4 characters), the feature and the note, two spaces apart.
    const markAndFeature = (line: string) => `${line.slice(0, 4).trim()} ${line.slice(6).split(/ {2,}/)[0]}`;
    expect(lines.filter((l) => !l.startsWith('ok ')).map(markAndFeature)).toEqual([
      ...EXTENDED_ONLY.map((feature) => `off ${feature}`),
      'WARN Listing price bounds',
    ]);
    expect(stdout).toMatch(/^ok +Withdrawal: recording +present$/m);
    expect(stdout).toMatch(/^ok +Outgoing e-mail +Email Account Bottega sends$/m);
    expect(stdout).toMatch(/The shop can open on this back-end/);
  }, 30_000);

  it('the command names a site with no outgoing e-mail account, which the shop works around', async () => {
    const mock = await startMock('real', { site: ['no-email-account'] });
    const { code, stdout } = await command(mock.url);
    expect(stdout).toMatch(/^WARN +Outgoing e-mail +no outgoing e-mail account/m);
    expect(code).toBe(0);
  }, 30_000);

  it('the command exits 1, naming it, on a back-end without a required method', async () => {
    // An older mymb_ecommerce, before update_user_password_with_key.
    const older = await startMock('real', {
      answer: (request) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        return path === `/api/method/${METHODS.setPasswordWithKey}`
          ? answerWith(unknownMethod(METHODS.setPasswordWithKey), path)
          : undefined;
      },
    });
    const { code, stdout } = await command(older.url);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^off +Password reset: new password +not on this back-end/m);
    expect(stdout).toMatch(/The shop cannot open: Password reset: new password\./);
  }, 30_000);

  it('the command exits 1, naming what is missing, when the back-end refuses the token', async () => {
    const { code, stdout } = await command(real.url, 'wrong');
    expect(code).toBe(1);
    expect(stdout).toMatch(/The shop cannot open: Menu, Footer/);
    expect(stdout).toMatch(/application token is refused/);
  }, 30_000);
});
