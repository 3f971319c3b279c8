// Every speed figure (docs/performance.md) in one command, one script after the other, each printing
// its own table: first-load JavaScript, Lighthouse (mobile), what the largest paint waited for,
// throughput against a static file and a bare page rendered per request,
// 1 000 vs 100 000 products, the sitemap of 100 000 products, the 60-second load, a rolling restart
// under that load through the front, and npm audit of the shipped dependencies.
// About 35 minutes on this machine (2 cores), most of it Lighthouse's five runs per route.
// Usage: npm run build && npm run bench            (SKIP=load,lighthouse to leave some out)
import { spawnSync } from 'node:child_process';

const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const steps = [
  ['first-load', 'bench/first-load-js.mjs'],
  ['lighthouse', 'bench/lighthouse.mjs'],
  ['paint', 'bench/paint-trace.mjs'],
  ['throughput', 'bench/throughput.mjs'],
  ['scale', 'bench/search-suggest.mjs'],
  ['sitemap', 'bench/sitemap.mjs'],
  ['load', 'bench/load.mjs'],
  ['rolling-restart', 'bench/rolling-restart.mjs'],
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
