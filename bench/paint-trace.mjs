// What the largest paint waits for, from the trace of one Lighthouse (mobile) run per route: the
// five routes whose LCP is held to the bare Next.js page's, and the bare page itself, in one run.
// Lighthouse's simulated LCP (Lantern) replays on a slow 4G link and a 4× slower CPU every request
// that had finished before the paint it observed, and every script whose first evaluation started
// before it; so the table prints, for the observed paint, what had arrived and run by then:
// bytes of the document, stylesheets, fonts, images and evaluated scripts, and the main thread's time in
// parsing, style and layout, and script evaluation.
// Usage: npm run build && node bench/paint-trace.mjs [route …]   (RUNS=3; BARE=0 leaves the bare page out)
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { withBareNext } from './lib/bare-next.mjs';
import { launchChrome } from './lib/chrome.mjs';
import { warmUp, withStorefront } from './lib/storefront.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Main-thread events of the page's renderer, with times in ms from the navigation. */
function mainThread(events) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^http/.test(e.args.data.documentLoaderURL ?? ''),
  );
  const { pid, tid } = events.find((e) => e.name === 'ParseHTML' && e.pid === nav.pid) ?? nav;
  const on = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .map((e) => ({ name: e.name, start: (e.ts - nav.ts) / 1000, ms: (e.dur ?? 0) / 1000, url: e.args?.data?.url }));
  return on;
}

/**
 * Lantern's own graph for the LCP, simulated again from the run's artifacts: the simulated time each
 * kind of request had ended by, and the node the LCP waited for last (its estimate is the mean of an
 * optimistic and a pessimistic graph; both ended on the same node in the traces looked at).
 */
async function lanternPath(lhr, artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const { optimisticEstimate } = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const timings = [...optimisticEstimate.nodeTimings.entries()];
  const endOf = (test) => Math.max(0, ...timings.filter(([node]) => test(node)).map(([, t]) => t.endTime));
  const network = (type) => (node) => node.type === 'network' && node.request.resourceType === type;
  const [last] = timings.sort((a, b) => b[1].endTime - a[1].endTime)[0];
  const file = (url) => url.split('/').pop().slice(0, 24);
  return {
    cssEnd: endOf(network('Stylesheet')),
    fontEnd: endOf(network('Font')),
    scriptEnd: endOf(
      (node) => network('Script')(node) || (node.type === 'cpu' && node.getEvaluateScriptURLs().size > 0),
    ),
    last:
      last.type === 'network'
        ? `${last.request.resourceType} ${file(last.request.url)}`
        : last.getEvaluateScriptURLs().size
          ? `run ${[...last.getEvaluateScriptURLs()].map(file).join(' ')}`
          : 'main thread',
  };
}

function summarise(lhr, events) {
  const metrics = lhr.audits.metrics.details.items[0];
  const paint = metrics.observedLargestContentfulPaint;
  const thread = mainThread(events);
  const firstEval = new Map();
  for (const e of thread)
    if (e.name === 'EvaluateScript' && e.url && !firstEval.has(e.url)) firstEval.set(e.url, e.start);
  const requests = lhr.audits['network-requests'].details.items;
  const t0 = requests[0].networkRequestTime;
  const before = requests.filter((r) => r.networkEndTime - t0 <= paint);
  const bytes = (type, also = () => true) =>
    before.filter((r) => r.resourceType === type && also(r)).reduce((sum, r) => sum + r.transferSize, 0);
  const evaluated = (r) => (firstEval.get(r.url) ?? Infinity) <= paint;
  // Script files (not the page's inline scripts): on localhost they arrive with the stylesheets.
  const firstScriptRun = Math.min(...[...firstEval].filter(([url]) => /\.js(\?|$)/.test(url)).map(([, at]) => at));
  const busy = (...names) =>
    thread.filter((e) => names.includes(e.name) && e.start <= paint).reduce((sum, e) => sum + e.ms, 0);
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    paint,
    firstScriptRun,
    document: bytes('Document'),
    css: bytes('Stylesheet'),
    cssFiles: before.filter((r) => r.resourceType === 'Stylesheet').length,
    fonts: bytes('Font'),
    images: bytes('Image'),
    scriptsEvaluated: bytes('Script', evaluated),
    scriptsWaiting: bytes('Script', (r) => !evaluated(r)),
    parse: busy('ParseHTML'),
    styleLayout: busy('UpdateLayoutTree', 'Layout'),
    evaluation: busy('EvaluateScript'),
  };
}

async function trace(chrome, url) {
  await warmUp(url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    runs.push({ ...summarise(lhr, artifacts.Trace.traceEvents), ...(await lanternPath(lhr, artifacts)) });
  }
  const m = (key) => median(runs.map((r) => r[key]));
  const middle = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
  const path = {
    'LCP (Lantern) ms': Math.round(m('lcp')),
    'CSS ended ms': Math.round(m('cssEnd')),
    'fonts ended ms': Math.round(m('fontEnd')),
    'scripts ended ms': Math.round(m('scriptEnd')),
    'waited last for': middle.last,
    'observed: first script run ms': Math.round(m('firstScriptRun')),
    'observed: paint ms': Math.round(m('paint')),
  };
  const row = {
    'LCP (Lantern) ms': Math.round(m('lcp')),
    'observed paint ms': Math.round(m('paint')),
    'HTML KiB': kib(m('document')),
    'CSS KiB (files)': `${kib(m('css'))} (${m('cssFiles')})`,
    'fonts KiB': kib(m('fonts')),
    'images KiB': kib(m('images')),
    'JS run before paint KiB': kib(m('scriptsEvaluated')),
    'JS not yet run KiB': kib(m('scriptsWaiting')),
    'parse ms': Math.round(m('parse')),
    'style+layout ms': Math.round(m('styleLayout')),
    'script eval ms': Math.round(m('evaluation')),
  };
  return { row, path };
}

const chrome = await launchChrome();
const rows = {};
const paths = {};
try {
  if (process.env.BARE !== '0')
    await withBareNext(async (base) => {
      ({ row: rows['bare Next.js 16 page'], path: paths['bare Next.js 16 page'] } = await trace(chrome, base + '/'));
    });
  await withStorefront(async (base) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/[\w-]+\/[\w-]+/)?.[0];
    const routes = process.argv.slice(2).length
      ? process.argv.slice(2)
      : ['/', '/shop', product, '/pages/cart', '/pages/checkout'].filter(Boolean);
    for (const route of routes) ({ row: rows[route], path: paths[route] } = await trace(chrome, base + route));
  });
} finally {
  await chrome.kill();
}
console.table(rows);
console.table(paths);
console.log(
  `median of ${RUNS} Lighthouse mobile run(s) per route. Up to the observed paint: bytes transferred (HTML, CSS, fonts, images, ` +
    `scripts whose first evaluation started before the paint and scripts that had arrived but not run), and main-thread ` +
    `time, unthrottled. Lantern replays all of these, except the scripts not yet run, on its 4G link and 4× CPU. ` +
    `The second table is that replay: when, in Lantern's simulated time, the last stylesheet, font and script (its ` +
    `download or its run) had ended, and what the LCP waited for last; then, observed, when the first script file ran ` +
    `and when the largest paint came.`,
);
