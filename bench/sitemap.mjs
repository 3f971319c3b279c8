// The whole catalogue in the sitemap (app/sitemap.xml, app/sitemaps/sitemap.ts): on the mock with
// 100 000 products, reads the index and every file it lists, checks that every product is listed
// exactly once, and prints per file the time to build it, the back-end calls it made (counted by
// a pass-through in front of the mock) and, asked again, the time and calls when cached.
// Usage: npm run build && node bench/sitemap.mjs [products]   (PORT=3327 MOCK_PORT=8327 by default)
import { createServer, request as httpRequest } from 'node:http';
import { seedMock, startMock, TOKEN } from './lib/mock.mjs';
import { withStorefront } from './lib/storefront.mjs';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const PORT = Number(process.env.PORT ?? 3327);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8327);
const DATA_DIR = 'mock-backend/data/bench';
const SECRET = 'bench-sitemap';

const seeded = await seedMock({ products: PRODUCTS, dataDir: DATA_DIR });
if (seeded) console.log(`seeded ${PRODUCTS} products in ${seeded.toFixed(0)} s`);
const mock = await startMock({ products: PRODUCTS, dataDir: DATA_DIR, port: MOCK_PORT });

// Every back-end call the storefront makes goes through here and is counted.
let calls = 0;
const counter = createServer((req, res) => {
  calls++;
  const upstream = httpRequest(`${mock.base}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise((resolve) => counter.listen(0, '127.0.0.1', resolve));
const counterUrl = `http://127.0.0.1:${counter.address().port}`;

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

async function timed(url) {
  const before = calls;
  const t0 = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - t0, calls: calls - before };
}

try {
  const total = (
    await (
      await fetch(`${mock.base}/api/method/mymb_ecommerce.mymb_b2c.solr_search.shop?per_page=1`, {
        headers: { Authorization: TOKEN },
      })
    ).json()
  ).message.totalCount;
  await withStorefront(
    async (base) => {
      // The build prerendered the files from its own small catalogue: make them stale first.
      const revalidated = await fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
        body: JSON.stringify({ tags: ['sitemap'] }),
      });
      if (!revalidated.ok) throw new Error(`revalidate answered ${revalidated.status}`);
      const rows = [];
      const index = await timed(`${base}/sitemap.xml`);
      const files = locs(index.body);
      rows.push({
        file: '/sitemap.xml (index)',
        status: index.status,
        urls: files.length,
        ms: index.ms,
        calls: index.calls,
      });
      const products = [];
      for (const file of files) {
        const first = await timed(`${base}${file}`);
        const again = await timed(`${base}${file}`);
        const urls = locs(first.body);
        products.push(...urls.filter((u) => u.startsWith('/product/')));
        rows.push({
          file,
          status: first.status,
          urls: urls.length,
          ms: first.ms,
          calls: first.calls,
          cachedMs: again.ms,
          cachedCalls: again.calls,
        });
      }
      console.log(`\nsitemap of a ${total}-product catalogue (mock, real profile)\n`);
      console.log(
        'file'.padEnd(40),
        'status',
        'URLs'.padStart(7),
        'build ms'.padStart(9),
        'calls'.padStart(6),
        'cached ms'.padStart(10),
        'calls'.padStart(6),
      );
      for (const r of rows) {
        console.log(
          r.file.padEnd(40),
          String(r.status).padStart(6),
          String(r.urls).padStart(7),
          r.ms.toFixed(0).padStart(9),
          String(r.calls).padStart(6),
          (r.cachedMs === undefined ? '' : r.cachedMs.toFixed(0)).padStart(10),
          String(r.cachedCalls ?? '').padStart(6),
        );
      }
      const unique = new Set(products).size;
      console.log(
        `\nproduct URLs: ${products.length}, distinct: ${unique}, catalogue: ${total} → ${unique === total && products.length === total ? 'every product exactly once' : 'MISMATCH'}`,
      );
      if (unique !== total || products.length !== total) process.exitCode = 1;
    },
    {
      port: PORT,
      mockPort: MOCK_PORT,
      env: {
        BACKEND_URL: counterUrl,
        BACKEND_API_KEY: 'demo_key',
        BACKEND_API_SECRET: 'demo_secret',
        REVALIDATE_SECRET: SECRET,
      },
    },
  );
} finally {
  counter.close();
  await mock.stop();
}
