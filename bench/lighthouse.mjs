// Lighthouse (mobile) for the shop's key routes: the median of RUNS runs of performance,
// accessibility, best practices and SEO, with LCP, CLS and TBT (issues 4, 7, 8). Lighthouse scores
// vary run to run on this machine (a trivial page: 90–98), so compare medians, never single runs.
// Usage: npm run build && node bench/lighthouse.mjs [route …]   (RUNS=3; BASE_URL=… for a running server)
import lighthouse from 'lighthouse';
import { launchChrome, launcherNote } from './lib/chrome.mjs';
import { withStorefront } from './lib/storefront.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await withStorefront(async (base) => {
  const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
  const product = listing.match(/\/product\/[\w-]+\/[\w-]+/)?.[0];
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', product, '/pages/cart', '/pages/pay'].filter(Boolean);
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        runs.push(lhr);
      }
      const score = (id) => Math.round(median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100)));
      const audit = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
      rows.push({
        route,
        performance: score('performance'),
        'perf range': (() => { const xs = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)); return `${Math.min(...xs)}–${Math.max(...xs)}`; })(),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
        'TBT ms': Math.round(audit('total-blocking-time')),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  console.log(`median of ${RUNS} mobile runs per route (Lighthouse 12.8.2, simulated throttling; ${launcherNote()})`);
});
