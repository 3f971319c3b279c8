/**
 * The Hono app: shared context, fault injection, identity (the application token or Guest), error mapping and
 * the route modules (modules.ts). `createApp(db, options)` needs no socket: tests call
 * `app.request(path, init)`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import type { App, AppContext, AppState, MockOptions, MockProfile } from './context';
import { langFromHeader } from './context';
import { migrateAll } from './db';
import { FrappeError, frappeErrorBody, raisedError, unknownMethod } from './frappe';
import { modules } from './modules';
import { siteConditionsFrom } from './site';

function resolveOptions(partial: Partial<MockOptions> = {}, env: NodeJS.ProcessEnv = process.env): MockOptions {
  return {
    apiKey: partial.apiKey ?? env.MOCK_API_KEY ?? 'demo_key',
    apiSecret: partial.apiSecret ?? env.MOCK_API_SECRET ?? 'demo_secret',
    // No default: a secret printed in the source would let anyone forge a demo shopper's session.
    // main.ts keeps a random one per data directory; tests pass their own.
    jwtSecret: partial.jwtSecret ?? env.MOCK_JWT_SECRET ?? randomBytes(32).toString('base64url'),
    storefrontUrl: (partial.storefrontUrl ?? env.MOCK_STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    now: partial.now ?? (() => Date.now()),
    profile: partial.profile ?? profileFrom(env.MOCK_PROFILE),
    site: partial.site ?? [...siteConditionsFrom(env.MOCK_SITE)],
  };
}

function profileFrom(value: string | undefined): MockProfile {
  if (!value || value === 'real') return 'real';
  if (value === 'extended') return 'extended';
  throw new Error(`MOCK_PROFILE must be "real" or "extended", not "${value}"`);
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** `token key:secret` (what the storefront sends) or Frappe's equivalent `Basic base64(key:secret)`. */
function hasAppToken(c: AppContext, header: string): boolean {
  const { apiKey, apiSecret } = c.get('options');
  const expected = `${apiKey}:${apiSecret}`;
  const m = /^\s*(token|basic)\s+(\S+)\s*$/i.exec(header);
  if (!m) return false;
  const scheme = m[1]!.toLowerCase();
  const value = scheme === 'token' ? m[2]! : Buffer.from(m[2]!, 'base64').toString('utf8');
  return safeEqual(value, expected);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createApp(db: Database, partial: Partial<MockOptions> = {}): App {
  migrateAll(db);
  const options = resolveOptions(partial);
  const state: AppState = {
    faults: { mode: 'none', delayMs: 0, match: '', kind: 'alternate', counter: 0 },
    site: new Set(options.site),
    resetBudget: new Map(),
    startedAt: options.now(),
  };
  const app: App = new Hono();

  app.use('*', async (c, next) => {
    const t0 = performance.now();
    c.set('db', db);
    c.set('options', options);
    c.set('state', state);
    c.set('lang', langFromHeader(c.req.header('accept-language')));
    await next();
    // Time spent in the handler (benches compare it with the time seen by the client).
    c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - t0).toFixed(2)}`);
  });

  // Fault injection (POST /__mock/faults): only /api calls are affected, never /files or /__mock.
  app.use('/api/*', async (c, next) => {
    const f = state.faults;
    if (f.mode === 'none' || (f.match && !decodeURIComponent(c.req.path).includes(f.match))) return next();
    if (f.mode === 'down') {
      return c.json(frappeErrorBody('ServiceUnavailable', 'The back-end is down for maintenance (simulated)'), 503);
    }
    if (f.mode === 'slow') {
      await sleep(f.delayMs || 3000);
      return next();
    }
    // malformed: run the handler, then spoil its answer.
    await next();
    f.counter += 1;
    const invalid = f.kind === 'invalid-json' || (f.kind === 'alternate' && f.counter % 2 === 1);
    c.res = invalid
      ? new Response('{"message": {"products": [{"name": "Trun', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'unexpected', data: 42, products: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });

  // Identity, as frappe/auth.py decides it. No Authorization header: the call runs as Guest
  // (allow_guest methods answer, the others and most resources 403). A wrong key or secret, or a
  // scheme Frappe reads otherwise (`Bearer` is OAuth): 401 AuthenticationError, raised bare.
  // /files (public images), /__mock (test endpoints) and pages outside /api are open.
  app.use('/api/*', async (c, next) => {
    const header = c.req.header('authorization')?.trim();
    c.set('guest', !header);
    if (header && !hasAppToken(c, header)) {
      const err = raisedError(401, 'AuthenticationError', '');
      err.origin = null;
      throw err;
    }
    await next();
  });

  for (const m of modules) m.register?.(app);

  app.notFound((c) => {
    const methodPath = /^\/api\/method\/(.+)$/.exec(c.req.path)?.[1];
    if (methodPath) {
      const err = unknownMethod(decodeURIComponent(methodPath));
      return c.json(err.answer(c.req.path), err.status);
    }
    if (c.req.path.startsWith('/api/')) {
      return c.json(frappeErrorBody('DoesNotExistError', `No such method or resource: ${c.req.path}`), 404);
    }
    return c.text('Not found', 404);
  });

  app.onError((err, c) => {
    if (err instanceof FrappeError) {
      return c.json(err.answer(decodeURIComponent(c.req.path)), err.status, err.headers);
    }
    console.error('[mock-backend]', c.req.method, c.req.path, err);
    return c.json(frappeErrorBody('Exception', 'Internal server error'), 500);
  });

  return app;
}
