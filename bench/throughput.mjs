// Server throughput and p99 latency of shop pages under 20 and 50 concurrent connections, next to a
// static file served by the same server in the same run. Floors measured on a bare
// Next.js 16 app here: a prerendered page reaches ~17 % of a static file, a trivial partially
// prerendered page ~2 %.
// Usage: npm run build && node bench/throughput.mjs   (DURATION=10 seconds per cell; BASE_URL=… to use a running server;
// BENCH_PORT / BENCH_MOCK_PORT to choose the ports of the storefront and mock it starts)
import autocannon from 'autocannon';
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

await withStorefront(
  async (base) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+(?=")/)?.[0] ?? '/product/fullwidth/unknown';
    const staticFile = '/icon.svg';
    const routes = [
      ['static file', staticFile],
      ['home /', '/'],
      ['listing /shop', '/shop'],
      ['listing /shop?category=Utensili&order_by=price-asc', '/shop?category=Utensili&order_by=price-asc'],
      // A text search is rendered per request (over search results cached per query): the uncached path.
      ['search /shop?search_term=trapano', '/shop?search_term=trapano'],
      ['product', product],
    ];
    // Warm every route once so the first measured second is not a cold render.
    for (const [, path] of routes) await fetch(base + path, { headers: { cookie: 'NEXT_LOCALE=en' } });
    const rows = [];
    for (const connections of CONNECTIONS) {
      let staticRps = 0;
      for (const [name, path] of routes) {
        const r = await cannon(base + path, connections);
        if (path === staticFile) staticRps = r.requests.average;
        rows.push({
          route: name,
          connections,
          'req/s': Math.round(r.requests.average),
          'p99 ms': r.latency.p99,
          errors: r.errors + r.non2xx,
          'vs static': staticRps ? `${((100 * r.requests.average) / staticRps).toFixed(1)} %` : '—',
        });
      }
    }
    console.table(rows);
    console.log(
      `product page: ${product}; ${DURATION} s per cell; floors: prerendered 17 %, trivial PPR page 2 % of a static file`,
    );
  },
  { port: Number(process.env.BENCH_PORT ?? 3200), mockPort: Number(process.env.BENCH_MOCK_PORT ?? 8200) },
);
