// Server throughput and p99 latency of shop pages under 20 and 50 concurrent connections, next to a
// static file served by the same server in the same run. Then the floor, in the same run: a bare
// Next.js 16 app (bench/fixtures/bare-next) serving the same static file (from `public/`, so its
// pages link no icon) and a trivial page rendered per request (`/search?q=…`: a heading and a
// paragraph). Floors measured earlier on a bare app here: a prerendered page ~17 % of a static
// file, a trivial partially prerendered page ~2 %.
// Usage: npm run build && node bench/throughput.mjs   (DURATION=10 seconds per cell; BARE=0 leaves
// the floor out; BASE_URL=… to use a running server; BENCH_PORT / BENCH_MOCK_PORT to choose the
// ports of the storefront and mock it starts)
import autocannon from 'autocannon';
import { withBareNext } from './lib/bare-next.mjs';
import { withStorefront } from './lib/storefront.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = (process.env.CONNECTIONS ?? '20,50').split(',').map(Number);

function cannon(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: DURATION, headers: { cookie: 'NEXT_LOCALE=en', 'accept-encoding': 'gzip' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** One row per route and connection count; each route's rate next to the first route's (the static file). */
async function cells(base, routes) {
  const rows = [];
  for (const connections of CONNECTIONS) {
    let staticRps = 0;
    for (const [name, path] of routes) {
      const r = await cannon(base + path, connections);
      if (!staticRps) staticRps = r.requests.average;
      rows.push({
        route: name,
        connections,
        'req/s': Math.round(r.requests.average),
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
        'vs static': `${((100 * r.requests.average) / staticRps).toFixed(1)} %`,
      });
    }
  }
  return rows;
}

await withStorefront(
  async (base) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+(?=")/)?.[0] ?? '/product/fullwidth/unknown';
    const staticFile = '/icon.svg';
    const routes = [
      ['static file', staticFile],
      ['home /', '/'],
      ['listing /shop', '/shop'],
      ['listing /shop/category=Utensili/order_by=price-asc', '/shop/category=Utensili/order_by=price-asc'],
      // A text search is rendered per request, and its results are asked of the back-end each time: the uncached path.
      ['search /shop/search?search_term=trapano', '/shop/search?search_term=trapano'],
      ['product', product],
    ];
    // Warm every route once so the first measured second is not a cold render.
    for (const [, path] of routes) await fetch(base + path, { headers: { cookie: 'NEXT_LOCALE=en' } });
    console.table(await cells(base, routes));
    console.log(`product page: ${product}; ${DURATION} s per cell`);
  },
  { port: Number(process.env.BENCH_PORT ?? 3200), mockPort: Number(process.env.BENCH_MOCK_PORT ?? 8200) },
);

if (process.env.BARE !== '0') {
  console.log('\nthe floor: a bare Next.js 16 app on the same machine, in the same run');
  await withBareNext(async (base) => {
    const routes = [
      ['bare: static file /icon.svg', '/icon.svg'],
      ['bare: trivial page rendered per request', '/search?q=trapano'],
    ];
    for (const [, path] of routes) await fetch(base + path);
    console.table(await cells(base, routes));
  });
}
