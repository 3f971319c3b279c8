// Shared by the dev, build, start and test scripts: configuration defaults and the embedded mock
// back-end. When BACKEND_URL is set, the storefront talks to that back-end and no mock starts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const MOCK_DEFAULTS = { BACKEND_API_KEY: 'demo_key', BACKEND_API_SECRET: 'demo_secret' };

export function loadDotEnv() {
  for (const file of ['.env.local', '.env']) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/** Starts the mock back-end unless BACKEND_URL points elsewhere; resolves with the env to pass on. */
export async function ensureBackend({
  port = Number(process.env.MOCK_PORT ?? 8000),
  products,
  quiet = false,
  reset = false,
  dataDir,
} = {}) {
  if (process.env.BACKEND_URL) return { env: {}, stop: () => {} };
  if (!mockInstalled()) {
    throw new Error(
      'BACKEND_URL is not set and the mock back-end is not installed (its packages are dev dependencies): set BACKEND_URL to the Frappe site, or install without --omit=dev.',
    );
  }
  const env = {
    ...process.env,
    MOCK_PORT: String(port),
    MOCK_API_KEY: MOCK_DEFAULTS.BACKEND_API_KEY,
    MOCK_API_SECRET: MOCK_DEFAULTS.BACKEND_API_SECRET,
    ...(products ? { MOCK_PRODUCTS: String(products) } : {}),
    ...(dataDir ? { MOCK_DATA_DIR: dataDir } : {}),
  };
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  if (!(await healthy(url))) {
    child = spawn(process.execPath, ['--import', 'tsx', 'mock-backend/src/main.ts', ...(reset ? ['--reset'] : [])], {
      env,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('exit', (code) => {
      if (code && code !== 0) console.error(`mock back-end exited with code ${code}`);
    });
    const deadline = Date.now() + 120_000; // the first start seeds the database
    while (!(await healthy(url))) {
      if (child.exitCode !== null) throw new Error('The mock back-end could not start (see above).');
      if (Date.now() > deadline) throw new Error(`The mock back-end did not answer on ${url} within 120 s.`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return {
    env: { BACKEND_URL: url, ...MOCK_DEFAULTS },
    stop: () => child?.kill('SIGTERM'),
  };
}

/** The mock's runtime packages are dev dependencies: a production install (`--omit=dev`) has none. */
function mockInstalled() {
  const require = createRequire(import.meta.url);
  try {
    for (const name of ['tsx', 'hono', '@hono/node-server', 'better-sqlite3', 'jose']) require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

async function healthy(url) {
  try {
    const res = await fetch(`${url}/__mock/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
