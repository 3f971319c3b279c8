// `npm run backend:check`: the operator's check before opening a shop on a real back-end. Reads
// BACKEND_URL, BACKEND_API_KEY and BACKEND_API_SECRET (or .env.local), asks the back-end for every
// method and resource the shop uses without changing any data, and prints a line per feature.
// Exits 1 when a feature the shop cannot do without is missing (lib/backend/backend-check.ts).
import { canOpen, runBackendCheck, type CheckStatus } from '@/lib/backend/backend-check';
import { env } from '@/lib/env';

const MARK: Record<CheckStatus, string> = {
  works: 'ok  ',
  absent: 'off ',
  forbidden: 'DENY',
  misconfigured: 'WARN',
  broken: 'FAIL',
};

// Read through lib/env, as the shop reads it: a missing or malformed variable stops here, named.
const { BACKEND_URL } = env();

// The door's own log lines would interleave with the report, which says everything they would
// (the probes' 500s are expected): they go to stderr, errors only unless LOG_LEVEL asks for more
// (lib/env/outside.mjs, read on every line).
process.env.LOG_STREAM = 'stderr';
process.env.LOG_LEVEL ??= 'error';
const print = console.log.bind(console);

const report = await runBackendCheck();
const width = Math.max(...report.map((row) => row.feature.length));
print(`Back-end check of ${BACKEND_URL}`);
for (const row of report) {
  print(`${MARK[row.status]}  ${row.feature.padEnd(width)}  ${row.note}`);
}
const open = canOpen(report);
const missing = report.filter(
  (row) => row.required && (row.status === 'absent' || row.status === 'forbidden' || row.status === 'broken'),
);
print(
  open
    ? '\nThe shop can open on this back-end. WARN lines are set-ups it works around; off lines are optional features that step aside.'
    : `\nThe shop cannot open: ${missing.map((row) => row.feature).join(', ')}.`,
);
process.exit(open ? 0 : 1);
