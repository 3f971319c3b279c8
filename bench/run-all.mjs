// Every speed figure (docs/performance.md) in one command, one script after the other, each printing
// its own table: first-load JavaScript, Lighthouse (mobile), throughput against a static file,
// 1 000 vs 100 000 products, the sitemap of 100 000 products, the 60-second load, and npm audit of
// the shipped dependencies.
// About 15 minutes on this machine (2 cores).
// Usage: npm run build && npm run bench            (SKIP=load,lighthouse to leave some out)
import { spawnSync } from 'node:child_process';

const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const steps = [
  ['first-load', 'bench/first-load-js.mjs'],
  ['lighthouse', 'bench/lighthouse.mjs'],
  ['throughput', 'bench/throughput.mjs'],
  ['scale', 'bench/search-suggest.mjs'],
  ['sitemap', 'bench/sitemap.mjs'],
  ['load', 'bench/load.mjs'],
  ['audit', 'bench/audit.mjs'],
];

let failed = 0;
for (const [name, script] of steps) {
  if (skip.has(name)) continue;
  console.log(`\n## ${name}: node ${script}\n`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  console.log(`(${name}: ${Math.round((Date.now() - started) / 1000)} s, exit ${run.status})`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
