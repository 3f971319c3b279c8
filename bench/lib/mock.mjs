// Seeds and starts the mock back-end (mock-backend/src/main.ts) for a bench run, and times calls.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = 'mock-backend/src/main.ts';
export const TOKEN = `token ${process.env.MOCK_API_KEY ?? 'demo_key'}:${process.env.MOCK_API_SECRET ?? 'demo_secret'}`;

function run(args, { waitFor } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MOCK_PORT: '', MOCK_PRODUCTS: '', MOCK_DATA_DIR: '' },
  });
  let out = '';
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (waitFor && out.includes(waitFor)) resolve(out);
    });
    child.on('exit', (code) =>
      code === 0 && !waitFor ? resolve(out) : reject(new Error(`mock exited with ${code}:\n${out}`)),
    );
  });
  return { child, ready };
}

/** Sources that decide what a seeded database contains. */
const SEED_SOURCES = [
  'mock-backend/src/seed',
  'mock-backend/src/catalogue/schema.ts',
  'mock-backend/src/routes/reviews.ts',
  'mock-backend/src/db.ts',
];

function newestSource(paths = SEED_SOURCES) {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const st = statSync(p);
    newest = Math.max(newest, st.isDirectory() ? newestSource(readdirSync(p).map((e) => join(p, e))) : st.mtimeMs);
  }
  return newest;
}

/**
 * Seed <dataDir>/shop-<products>.sqlite unless it exists and is newer than the seeding sources;
 * answers the seconds it took (0 if reused).
 */
export async function seedMock({ products, dataDir, reseed = false }) {
  const file = join(dataDir, `shop-${products}.sqlite`);
  if (!reseed && existsSync(file) && statSync(file).mtimeMs > newestSource()) return 0;
  reseed = reseed || existsSync(file);
  const t0 = performance.now();
  await run(['--products', String(products), '--data-dir', dataDir, '--seed-only', ...(reseed ? ['--reset'] : [])])
    .ready;
  return (performance.now() - t0) / 1000;
}

/** Start the mock; `stop()` ends it. */
export async function startMock({ products, dataDir, port }) {
  const { child, ready } = run(['--products', String(products), '--data-dir', dataDir, '--port', String(port)], {
    waitFor: 'listening on',
  });
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Milliseconds for one GET of /api/method/<path>?<params>, body read and checked. */
export async function timedCall(base, path, params, lang = 'en') {
  const qs = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const t0 = performance.now();
  const res = await fetch(`${base}/api/method/${path}?${qs}`, {
    headers: { Authorization: TOKEN, 'Accept-Language': lang },
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path} ${qs}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { ms, server, body };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summary(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95), n: s.length };
}
