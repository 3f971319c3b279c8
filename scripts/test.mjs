// `npm test`: every check the project has, in the order a failure is cheapest to find:
// types, lint, unit tests, production build, browser journeys. Installs Debian's Chromium when it
// is missing (Playwright cannot download its own browser here). Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ensureBackend, run } from './backend.mjs';

const E2E_MOCK_PORT = process.env.E2E_MOCK_PORT ?? '8100';
const E2E_DATA = process.env.E2E_MOCK_DATA_DIR ?? 'mock-backend/data/e2e';
const REPORTS = 'test-results/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let failed = false;

async function step(name, fn) {
  console.log(`\n▶ ${name}`);
  const code = await fn();
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    failed = true;
  }
  return code;
}

/** What the journeys run on besides Node: Debian's packages, like the browser itself. */
const MACHINE = ['/usr/bin/redis-server', '/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

function chromium() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path) && MACHINE.every((p) => existsSync(p))) return 0;
  if (process.getuid?.() !== 0) {
    if (existsSync(path)) return 0; // the shared-cache and front journeys skip themselves without redis-server or nginx
    console.error(`Chromium is missing at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
    return 1;
  }
  console.log(
    'Installing Debian’s chromium (browser journeys), redis-server and nginx (shared-cache and front journeys)…',
  );
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core redis-server openssl nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null',
    { stdio: 'inherit' },
  );
  return existsSync(path) ? 0 : 1;
}

function readVitest() {
  try {
    const r = JSON.parse(readFileSync(`${REPORTS}/vitest.json`, 'utf8'));
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } catch {
    /* no report: the step's exit code already says it failed */
  }
}

function readPlaywright() {
  try {
    const r = JSON.parse(readFileSync(`${REPORTS}/playwright.json`, 'utf8'));
    // A journey that passed only on retry is counted as passed and reported on its own line; with CI
    // set, playwright.config.ts's failOnFlakyTests fails the run on it.
    counts.passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0);
    counts.flaky += r.stats?.flaky ?? 0;
    counts.failed += r.stats?.unexpected ?? 0;
    counts.skipped += r.stats?.skipped ?? 0;
  } catch {
    /* as above */
  }
}

await step('chromium', async () => chromium());
await step('types', () => run('npm', ['run', '--silent', 'typecheck']));
await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
await step('unit tests (vitest)', async () => {
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest.json`,
  ]);
  readVitest();
  return code;
});

// The journeys run against a production build made from a fresh mock database on their own ports.
const built = await step('production build', async () => {
  rmSync(E2E_DATA, { recursive: true, force: true });
  rmSync(`${E2E_DATA}-extended`, { recursive: true, force: true });
  const backend = await ensureBackend({ port: Number(E2E_MOCK_PORT), quiet: true, reset: true, dataDir: E2E_DATA });
  const code = await run('npx', ['next', 'build'], {
    ...backend.env,
    SITE_URL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
  });
  backend.stop();
  return code;
});
if (built === 0) {
  await step('browser journeys (playwright)', async () => {
    const code = await run('npx', ['playwright', 'test'], {
      PW_JSON_REPORT: `${REPORTS}/playwright.json`,
      E2E_MOCK_DATA_DIR: E2E_DATA,
    });
    readPlaywright();
    return code;
  });
}

console.log(`\n${counts.flaky} flaky`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed || counts.failed > 0 ? 1 : 0);
