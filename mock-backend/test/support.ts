/** Shared set-up for the mock back-end's tests: a seeded in-memory catalogue and request helpers. */
import type { Database } from 'better-sqlite3';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db';
import { seedDatabase } from '../src/seed/index';

export const TOKEN = 'token demo_key:demo_secret';
export const JWT_SECRET = 'test-jwt-secret';
export const M = '/api/method/';

/** Parsed JSON answers: tests read them freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply {
  status: number;
  headers: Headers;
  body: Json;
  message: Json;
}

export function setup(products = 180, profile: 'real' | 'extended' = 'real') {
  const db: Database = openDatabase(':memory:');
  seedDatabase(db, { products });
  const clock = { now: Date.parse('2026-11-23T10:00:00Z') };
  const app = createApp(db, {
    apiKey: 'demo_key',
    apiSecret: 'demo_secret',
    jwtSecret: JWT_SECRET,
    storefrontUrl: 'http://shop.test',
    now: () => clock.now,
    profile,
  });

  async function request(path: string, init: RequestInit = {}): Promise<Reply> {
    const res = await app.request(path, init);
    const text = await res.text();
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body, message: body?.message };
  }

  /** POST with a JSON body (or GET with a query string) to /api/method/<path>. */
  async function call(
    path: string,
    params: Record<string, unknown> = {},
    opts: { jwt?: string; lang?: string; get?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { Authorization: TOKEN, ...opts.headers };
    if (opts.jwt) headers.Jwt = `Bearer ${opts.jwt}`;
    if (opts.lang) headers['Accept-Language'] = opts.lang;
    if (opts.get) {
      const qs = new URLSearchParams(
        Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
      return request(`${M}${path}${qs ? `?${qs}` : ''}`, { headers });
    }
    return request(`${M}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(params),
    });
  }

  async function signIn(usr = 'mario.rossi@example.com', pwd = 'Password123!'): Promise<string> {
    const r = await call('mymb_ecommerce.utils.auth.sigin', { usr, pwd });
    if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.message.jwt as string;
  }

  return { db, app, clock, request, call, signIn };
}

/** The message text inside Frappe's `_server_messages` (a JSON string holding a list of JSON strings). */
export function serverMessage(body: Json): string {
  const list = JSON.parse(String(body._server_messages)) as string[];
  return (JSON.parse(list[0]!) as { message: string }).message;
}

export const LISTING = 'mymb_ecommerce.mymb_b2c.solr_search.shop';
export const PRODUCT = 'mymb_ecommerce.mymb_b2c.solr_search.products';
export const AUTH = 'mymb_ecommerce.utils.auth';
export const WISHLIST = 'mymb_ecommerce.mymb_ecommerce.wishlist';
export const REVIEWS = 'mymb_ecommerce.mymb_ecommerce.item_review';
