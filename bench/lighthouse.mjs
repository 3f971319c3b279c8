// Lighthouse (mobile) on every public route: the median of RUNS runs (5 by default) of performance,
// accessibility, best practices and SEO, with LCP, CLS and TBT. The floor is measured first, by the
// same Chrome in the same run: a bare Next.js 16 app built from bench/fixtures/bare-next (one
// heading, one paragraph; BARE=0 leaves it out). Lighthouse scores vary run to run on this machine,
// so compare medians, never single runs.
// Goals per route: performance ≥ 95; accessibility and best practices 100; SEO 100 where the page
// is indexable (a page that is noindex on purpose, such as login or cart, is listed as such and its
// SEO not counted); LCP within 0.5 s of the bare page on home, listing, product, cart and checkout.
// Usage: npm run build && node bench/lighthouse.mjs [route …]
//   RUNS=5; BENCH_PORT/BENCH_MOCK_PORT for the shop, BENCH_BARE_PORT for the bare app; BASE_URL=… for a running shop.
//   THROTTLING=devtools: Chrome itself delays every request and shares the slow link between the
//   requests in flight, so the LCP is the paint Chrome saw, not Lantern's replay (the default,
//   `simulate`, which charges a page every script that ran before its paint on this machine).
import lighthouse from 'lighthouse';
import { withBareNext } from './lib/bare-next.mjs';
import { launchChrome, launcherNote } from './lib/chrome.mjs';
import { warmUp, withStorefront } from './lib/storefront.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLING = process.env.THROTTLING ?? 'simulate';
const LCP_SLACK_MS = 500;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The routes whose LCP is held to the bare page's. */
const LCP_ROUTES = new Set(['/', '/shop', 'product', '/pages/cart', '/pages/checkout']);

async function measure(chrome, url) {
  await warmUp(url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: THROTTLING,
    });
    runs.push(lhr);
  }
  const score = (id) => Math.round(median(runs.map((r) => (r.categories[id]?.score ?? 0) * 100)));
  const audit = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  const performance = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  // Failing audits of the last run, to find what to fix (performance's opportunities left out).
  const failing = Object.entries(runs.at(-1).categories)
    .filter(([id]) => id !== 'performance')
    .flatMap(([, category]) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && runs.at(-1).audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    );
  return {
    performance: score('performance'),
    range: `${Math.min(...performance)}–${Math.max(...performance)}`,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    indexable: runs.at(-1).audits['is-crawlable']?.score !== 0,
    lcp: Math.round(audit('largest-contentful-paint')),
    lcpElement:
      runs.at(-1).audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    cls: audit('cumulative-layout-shift'),
    tbt: Math.round(audit('total-blocking-time')),
    failing,
  };
}

function row(route, m, bareLcp) {
  const misses = [];
  if (m.performance < 95) misses.push('perf');
  if (m.accessibility < 100) misses.push('a11y');
  if (m.bestPractices < 100) misses.push('bp');
  if (m.indexable && m.seo < 100) misses.push('seo');
  const key = route.startsWith('/product/') ? 'product' : route;
  if (bareLcp !== undefined && LCP_ROUTES.has(key) && m.lcp > bareLcp + LCP_SLACK_MS) misses.push('LCP');
  return {
    route,
    perf: m.performance,
    'perf range': m.range,
    a11y: m.accessibility,
    'best pr.': m.bestPractices,
    SEO: m.indexable ? m.seo : `(${m.seo}) noindex`,
    'LCP ms': m.lcp,
    CLS: m.cls.toFixed(3),
    'TBT ms': m.tbt,
    goals: misses.length ? `missed: ${misses.join(', ')}` : 'met',
  };
}

const chrome = await launchChrome();
const rows = [];
const details = [];
let bareLcp;
try {
  if (process.env.BARE !== '0') {
    await withBareNext(async (base) => {
      const m = await measure(chrome, base + '/');
      bareLcp = m.lcp;
      rows.push(row('bare Next.js 16 page (floor)', m));
    });
  }
  await withStorefront(async (base) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/[\w-]+\/[\w-]+/)?.[0];
    const blog = await (await fetch(`${base}/pages/blog`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const post = blog.match(/\/pages\/single\/[\w-]+\/[\w-]+/)?.[0];
    // No 404 page: Lighthouse refuses to audit a page answered with an error status.
    const routes = process.argv.slice(2).length
      ? process.argv.slice(2)
      : [
          '/',
          '/shop',
          product,
          '/pages/cart',
          '/pages/checkout',
          '/pages/blog',
          post,
          '/pages/about-us',
          '/pages/contact-us',
          '/pages/track-order',
          '/pages/withdrawal',
          '/pages/accessibility',
          '/pages/single/terms-and-conditions',
          '/pages/login',
          '/pages/register',
          '/pages/forgot-password',
          '/pages/wishlist',
        ].filter(Boolean);
    for (const route of routes) {
      const m = await measure(chrome, base + route);
      rows.push(row(route, m, bareLcp));
      details.push(
        `${route}: LCP element ${m.lcpElement || '?'}${m.failing.length ? `; failing: ${m.failing.join(', ')}` : ''}`,
      );
    }
  });
} finally {
  await chrome.kill();
}
console.table(rows);
console.log(details.join('\n'));
console.log(
  `median of ${RUNS} mobile runs per route (Lighthouse 12.8.2, ${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling; ${launcherNote()}); LCP goal: bare page + ${LCP_SLACK_MS} ms`,
);
