// Starts the production storefront (with its mock back-end) for a bench run, unless BASE_URL points
// at one already running. Needs a build: `npm run build`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Polls `url` until it answers 2xx; throws after `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Asks for `url` twice, two seconds apart, before a measurement: the first request after a start
 * (or after the page's revalidation time) regenerates the page in the background, and on this
 * machine that server work shares the two cores with the browser being measured.
 */
export async function warmUp(url, headers = {}) {
  for (let i = 0; i < 2; i++) {
    await (await fetch(url, { headers })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * Runs `fn(base, { mockBase })` against a fresh production server and its mock. Ports: the options,
 * else BENCH_PORT / BENCH_MOCK_PORT, else 3200 / 8200. With BASE_URL (and MOCK_URL) set, uses those:
 * `BASE_URL=https://localhost:8443` measures through the front `npm run topology` starts.
 */
export async function withStorefront(
  fn,
  {
    port = Number(process.env.BENCH_PORT ?? 3200),
    mockPort = Number(process.env.BENCH_MOCK_PORT ?? 8200),
    env = {},
  } = {},
) {
  if (process.env.BASE_URL?.startsWith('https:')) {
    // The front of `npm run topology` (measured through nginx): a certificate made at its start.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }
  if (process.env.BASE_URL)
    return fn(process.env.BASE_URL.replace(/\/$/, ''), { mockBase: process.env.MOCK_URL ?? 'http://127.0.0.1:8000' });
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      MOCK_DATA_DIR: 'mock-backend/data/bench',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  try {
    await waitUntilUp(`${base}/robots.txt`, 180_000, 'storefront');
    return await fn(base, { mockBase: `http://127.0.0.1:${mockPort}` });
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
