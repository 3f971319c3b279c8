// Server throughput and p99 latency of shop pages under 20 and 50 concurrent connections, next to a
// static file served by the same server in the same run. Then the floor, in the same run: a bare
// Next.js 16 app (bench/fixtures/bare-next) serving the same static file (from `public/`, so its
// pages link no icon) and a trivial page rendered per request (`/search?q=…`: a heading and a
// paragraph).
// Beside each rate, the CPU milliseconds the server spent per request (and the back-end's, for the
// shop's mock), read from /proc when the server runs on this machine: a rate moves with whatever
// else the machine is doing, the CPU a page costs much less.
// Usage: npm run build && node bench/throughput.mjs   (DURATION=10 seconds per cell; BARE=0 leaves
// the floor out; BASE_URL=… to use a running server; BENCH_PORT / BENCH_MOCK_PORT to choose the
// ports of the storefront and mock it starts)
import autocannon from 'autocannon';
import { withBareNext } from './lib/bare-next.mjs';
import { serverCpuMeter } from './lib/server-cpu.mjs';
import { withStorefront } from './lib/storefront.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = (process.env.CONNECTIONS ?? '20,50').split(',').map(Number);

/** A path ending in `{n}` is asked with a new number each time: a page nobody asked for before. */
function cannon(url, connections) {
  let n = 0;
  const fresh = url.endsWith('{n}');
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: url.replace('{n}', ''),
        connections,
        duration: DURATION,
        headers: { cookie: 'NEXT_LOCALE=en', 'accept-encoding': 'gzip' },
        ...(fresh && {
          requests: [
            { setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname.replace('{n}', '')}${n++}` }) },
          ],
        }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const ms = (value) => (Number.isFinite(value) ? Number(value.toFixed(1)) : '–');

/**
 * One row per route and connection count; each route's rate next to the first route's (the static
 * file), and the CPU the server (and the back-end, when given) spent per request.
 */
async function cells(base, routes, backendBase) {
  const server = serverCpuMeter(base);
  const backend = backendBase && serverCpuMeter(backendBase);
  const rows = [];
  for (const connections of CONNECTIONS) {
    let staticRps = 0;
    for (const [name, path] of routes) {
      server?.start();
      backend?.start();
      const r = await cannon(base + path, connections);
      if (!staticRps) staticRps = r.requests.average;
      rows.push({
        route: name,
        connections,
        'req/s': Math.round(r.requests.average),
        'p99 ms': r.latency.p99,
        errors: r.errors + r.non2xx,
        'vs static': `${((100 * r.requests.average) / staticRps).toFixed(1)} %`,
        'CPU ms/req': ms(server?.perRequest(r.requests.total)),
        ...(backend && { 'back-end CPU ms/req': ms(backend.perRequest(r.requests.total)) }),
      });
    }
  }
  return rows;
}

await withStorefront(
  async (base, { mockBase }) => {
    const listing = await (await fetch(`${base}/shop`, { headers: { cookie: 'NEXT_LOCALE=en' } })).text();
    const product = listing.match(/\/product\/[\w-]+\/(?:[\w-]+\/)?[\w-]+(?=")/)?.[0] ?? '/product/fullwidth/unknown';
    const staticFile = '/icon.svg';
    const routes = [
      ['static file', staticFile],
      ['home /', '/'],
      ['listing /shop', '/shop'],
      ['listing /shop/category=Utensili/order_by=price-asc', '/shop/category=Utensili/order_by=price-asc'],
      // A text search is kept like a category: a term asked again comes from the page cache; a
      // term nobody asked before (a new one each request) is rendered and asked of the back-end.
      ['search, a term asked again', '/shop/search_term=trapano'],
      ['search, a new term each time', '/shop/search_term=trapano{n}'],
      // A price range is rendered for every request: the cost of a page rendered per request.
      ['price range /shop/search?max_price=…', '/shop/search?max_price=40'],
      ['product', product],
    ];
    // Warm every route once so the first measured second is not a cold render.
    for (const [, path] of routes)
      await fetch(base + path.replace('{n}', ''), { headers: { cookie: 'NEXT_LOCALE=en' } });
    console.table(await cells(base, routes, mockBase));
    console.log(`product page: ${product}; ${DURATION} s per cell`);
  },
  {
    port: Number(process.env.BENCH_PORT ?? 3200),
    mockPort: Number(process.env.BENCH_MOCK_PORT ?? 8200),
    // The load comes from this machine: past the per-client search limit it would measure the
    // "too many searches" page instead of searches.
    env: { RATE_LIMIT_ALLOW: '127.0.0.1,::1' },
  },
);

if (process.env.BARE !== '0') {
  console.log('\nthe floor: a bare Next.js 16 app on the same machine, in the same run');
  await withBareNext(async (base) => {
    const routes = [
      ['bare: static file /icon.svg', '/icon.svg'],
      ['bare: prerendered page', '/'],
      ['bare: trivial page rendered per request', '/search?q=trapano'],
    ];
    for (const [, path] of routes) await fetch(base + path);
    console.table(await cells(base, routes));
  });
}
