// Known vulnerabilities in what the shop ships: `npm audit --omit=dev`, counted by
// severity, failing on any high or critical finding. Where the registry's audit endpoint cannot be
// reached (this machine's mirror answers 405 to it) the script says so and fails: no figure is
// better than a made-up one.
// Usage: node bench/audit.mjs
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ?? (run.stderr.split('\n').find((l) => l.includes('audit')) || `npm exited ${run.status}`);
  console.log(`audit: no answer from the registry's audit endpoint (${reason})`);
  process.exit(2);
}
console.table([
  { critical: counts.critical, high: counts.high, moderate: counts.moderate, low: counts.low, info: counts.info },
]);
const blocking = counts.critical + counts.high;
console.log(blocking ? `audit: FAILED (${blocking} high or critical)` : 'audit: no high or critical finding');
process.exit(blocking ? 1 : 0);
