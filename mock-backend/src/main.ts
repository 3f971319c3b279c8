/**
 * Mock back-end entry point: `npm run mock` (tsx mock-backend/src/main.ts).
 *
 * Options (flag, else environment variable, else default):
 *   --port N        MOCK_PORT        8000
 *   --host H        MOCK_HOST        127.0.0.1
 *   --products N    MOCK_PRODUCTS    180
 *   --data-dir D    MOCK_DATA_DIR    mock-backend/data (git-ignored)
 *   --seed N        MOCK_SEED        fixed default (same catalogue everywhere)
 *   --reset         delete the database first
 *   --seed-only     seed (if needed) and exit
 * Also MOCK_PROFILE (real | extended), MOCK_SITE (site conditions, a comma list: site.ts),
 * MOCK_API_KEY / MOCK_API_SECRET (demo_key / demo_secret),
 * MOCK_JWT_SECRET (else a random secret kept in <data-dir>/jwt-secret),
 * MOCK_STOREFRONT_URL (http://localhost:3000, for links in e-mails).
 *
 * The database is <data-dir>/shop-<N>.sqlite: created and seeded on first start, kept afterwards
 * (accounts, wishlists, reviews survive restarts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { memIndex } from './catalogue/memindex';
import { openDatabase } from './db';
import { siteConditionsFrom } from './site';
import { isSeeded, seedDatabase } from './seed/index';
import { DEFAULT_SEED } from './seed/generate';

const here = dirname(fileURLToPath(import.meta.url));

interface Cli {
  port: number;
  host: string;
  products: number;
  dataDir: string;
  seed: number;
  reset: boolean;
  seedOnly: boolean;
}

function parseCli(argv: string[], env: NodeJS.ProcessEnv): Cli {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [k, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) flags.set(k, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags.set(k, argv[++i]!);
    else flags.set(k, true);
  }
  const val = (flag: string, envName: string, fallback: string) => {
    const f = flags.get(flag);
    return typeof f === 'string' ? f : env[envName] || fallback;
  };
  const intVal = (flag: string, envName: string, fallback: number) => {
    const n = Number(val(flag, envName, String(fallback)));
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${flag} must be a whole number`);
    return n;
  };
  return {
    port: intVal('port', 'MOCK_PORT', 8000),
    host: val('host', 'MOCK_HOST', '127.0.0.1'),
    products: Math.max(1, intVal('products', 'MOCK_PRODUCTS', 180)),
    dataDir: resolve(val('data-dir', 'MOCK_DATA_DIR', join(here, '..', 'data'))),
    seed: intVal('seed', 'MOCK_SEED', DEFAULT_SEED),
    reset: flags.has('reset'),
    seedOnly: flags.has('seed-only'),
  };
}

/**
 * The JWT signing secret of one data directory: random on the first start, kept in the directory
 * (readable by its owner only) so that sessions survive a restart. A secret in the source would let
 * anyone forge a session for any demo account.
 */
function jwtSecretOf(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function main(): void {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(
      'Usage: tsx mock-backend/src/main.ts [--port 8000] [--host 127.0.0.1] [--products 180] [--data-dir mock-backend/data] [--seed N] [--reset] [--seed-only]',
    );
    return;
  }
  const cli = parseCli(process.argv.slice(2), process.env);
  const file = join(
    cli.dataDir,
    cli.seed === DEFAULT_SEED ? `shop-${cli.products}.sqlite` : `shop-${cli.products}-${cli.seed}.sqlite`,
  );
  if (cli.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const db = openDatabase(file, {
    resetIfOutdated: (f, found) => console.log(`${f} was seeded by an older mock (schema ${found}): seeding it again`),
  });
  if (!isSeeded(db)) {
    const t0 = Date.now();
    console.log(`seeding ${file} with ${cli.products} products …`);
    seedDatabase(db, { products: cli.products, seed: cli.seed, log: (l) => console.log(l) });
    db.pragma('wal_checkpoint(TRUNCATE)');
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (cli.seedOnly) {
    db.close();
    return;
  }
  const app = createApp(db, { jwtSecret: process.env.MOCK_JWT_SECRET || jwtSecretOf(cli.dataDir) });
  memIndex(db); // build the listing's in-memory index now rather than on the first request
  const site = siteConditionsFrom(process.env.MOCK_SITE);
  const server = serve({ fetch: app.fetch, port: cli.port, hostname: cli.host }, (info) => {
    const host = cli.host.includes(':') ? `[${cli.host}]` : cli.host;
    const conditions = site.size ? [...site].join(', ') : 'none: a site that works';
    console.log(
      `mock back-end listening on http://${host}:${info.port} (${cli.products} products, ${process.env.MOCK_PROFILE || 'real'} profile, site conditions: ${conditions})`,
    );
  });
  const stop = () => {
    server.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
