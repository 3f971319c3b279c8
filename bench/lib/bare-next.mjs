// Builds and serves bench/fixtures/bare-next — a one-heading Next.js 16 page on the shop's own
// node_modules — so a bench can measure the framework's floor in the same run as the shop.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitUntilUp } from './storefront.mjs';

export async function withBareNext(fn, { port = Number(process.env.BENCH_BARE_PORT ?? 3210) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  const next = resolve('node_modules/.bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  try {
    cpSync('bench/fixtures/bare-next', dir, { recursive: true });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    const build = spawnSync(next, ['build'], { cwd: dir, env, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`bare Next.js build failed:\n${build.stdout}${build.stderr}`);
    const server = spawn(next, ['start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore', detached: true });
    const base = `http://localhost:${port}`;
    try {
      await waitUntilUp(base, 60_000, 'bare Next.js page');
      return await fn(base);
    } finally {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
