// Lighthouse (mobile) for the shop's key routes: the median of RUNS runs of performance,
// accessibility, best practices and SEO, with LCP, CLS and TBT (issues 4, 7, 8). Lighthouse scores
// vary run to run on this machine, so compare medians, never single runs. The last row is the
// floor: a bare Next.js 16 page (bench/fixtures/bare-next: one heading, one paragraph) measured by
// the same Chrome in the same run (BARE=0 leaves it out).
// Usage: npm run build && node bench/lighthouse.mjs [route …]   (RUNS=3; BASE_URL=… for a running server)
import lighthouse from 'lighthouse';
import { withBareNext } from './lib/bare-next.mjs';
import { launchChrome, launcherNote } from './lib/chrome.mjs';
import { warmUp, withStorefront } from './lib/storefront.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(chrome, url, label) {
  await warmUp(url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    runs.push(lhr);
  }
  const score = (id) => Math.round(median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100)));
  const audit = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  const performance = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  return {
    route: label,
    performance: score('performance'),
    'perf range': `${Math.min(...performance)}–${Math.max(...performance)}`,
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(audit('largest-contentful-paint')),
    CLS: audit('cumulative-layout-shift').toFixed(3),
    'TBT ms': Math.round(audit('total-blocking-time')),
  };
}

const chrome = await launchChrome();
const rows = [];
try {
  await withStorefront(async (base) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/[\w-]+/)?.[0];
    const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', product, '/pages/cart', '/pages/pay'].filter(Boolean);
    for (const route of routes) rows.push(await measure(chrome, base + route, route));
  });
  if (process.env.BARE !== '0') await withBareNext(async (base) => rows.push(await measure(chrome, base + '/', 'bare Next.js 16 page (floor)')));
} finally {
  await chrome.kill();
}
console.table(rows);
console.log(`median of ${RUNS} mobile runs per route (Lighthouse 12.8.2, simulated throttling; ${launcherNote()})`);
