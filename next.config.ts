import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { outsideEnv } from './lib/env/outside.mjs';
import { logLine } from './lib/log/line.mjs';

const settings = outsideEnv();
const isDev = !settings.production;

/** Google Tag Manager and GA4, loaded only after the shopper's consent (components/consent). */
const tags = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/**
 * One policy for every page. A per-request nonce would make prerendered pages dynamic and their
 * inline scripts would carry none (docs/toolchain.md#the-content-security-policy-and-prerendering),
 * so scripts are limited to our origin and Stripe's, with 'unsafe-inline' for Next's inline
 * bootstrap; everything else is strict.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' https://js.stripe.com https://www.googletagmanager.com${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: https://*.stripe.com https://tile.openstreetmap.org ${tags}`,
  "font-src 'self'",
  `connect-src 'self' https://api.stripe.com https://m.stripe.network ${tags}`,
  'frame-src https://js.stripe.com https://hooks.stripe.com https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

/**
 * Several instances share one cache through Redis when REDIS_URL is set (read at `next start`):
 * the pages' static shells and route handlers (`cacheHandler`) and the 'use cache' entries
 * (`cacheHandlers`). The per-process memory cache is then off so no instance serves what another
 * made stale.
 */
const cacheFile = (name: string) => fileURLToPath(new URL(`./lib/cache/${name}`, import.meta.url));
const sharedCache = settings.redisUrl
  ? {
      cacheHandler: cacheFile('redis-cache-handler.mjs'),
      cacheHandlers: {
        default: cacheFile('redis-use-cache-handler.mjs'),
        remote: cacheFile('redis-use-cache-handler.mjs'),
      },
      cacheMaxMemorySize: 0,
    }
  : {};

/**
 * After every production compile, each browser chunk starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+). Turbopack wraps each module in a function V8
 * compiles lazily, on the main thread, when the module is first required, and a page load requires
 * the page's whole module graph in one task (80–90 ms here, 4× that on Lighthouse's mobile CPU);
 * with the hint Chrome compiles while it streams the script, off the main thread (/pages/cart TBT
 * 475 → 177 ms, `node bench/lighthouse.mjs`). Other browsers ignore a comment. The hint is added the
 * same way to every build, so a chunk's content-hash name still means one content.
 */
const COMPILE_HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');

/**
 * Then every script, stylesheet and drawing is compressed once, at the best settings, beside itself
 * (`x.js.br`, `x.js.gz`): scripts/serve.mjs answers /_next/static/ with them, and a proxy in front
 * can too (nginx's gzip_static and brotli_static). `next start` gzips each file on every request
 * instead, on the cores that render pages (about 20 ms for the largest chunk here, 1 ms served
 * precompressed), and brotli is 14 % smaller than even gzip -9: first-load JS sent on `/`
 * 159.5 → 137.2 KiB (`node bench/first-load-js.mjs`). One pass does both, so each file is read once
 * and compressed with its hint.
 */
async function finishStaticFiles({ distDir }: { distDir: string }) {
  const dir = join(distDir, 'static');
  let hinted = 0;
  let compressed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const file = join(dir, name);
    let source = readFileSync(file);
    const browserChunk = name.startsWith(`chunks${sep}`) && name.endsWith('.js');
    if (browserChunk && !source.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT)) {
      source = Buffer.concat([COMPILE_HINT, source]);
      writeFileSync(file, source);
      hinted++;
    }
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    compressed++;
  }
  logLine('info', 'build.static-files', { compileHints: hinted, precompressed: compressed });
}

const nextConfig: NextConfig = {
  // A second server on the same build gets its own copy (the journeys' extended-profile storefront,
  // scripts/copy-build.mjs), so the two never share one page cache on disk.
  distDir: settings.distDir,
  ...sharedCache,
  // Every page is a static shell with what differs per request streamed in (docs/architecture.md
  // "Public pages are cached, personal data never"); data the same for every shopper is kept with
  // 'use cache' on the shelves of lib/cache/shelves.ts.
  cacheComponents: true,
  // Off: a product or content page not built ahead waits for its own render on its first visit
  // and is then kept whole (ISR), instead of streaming a shared fallback; its params are read
  // outside Suspense, as Next documents for this mode.
  partialPrefetching: false,
  poweredByHeader: false,
  // No ETag on pages: Next hashes every page's whole HTML in JavaScript on every request to make
  // one, and a kept page then spent half its CPU there (profiled on `/`, Next.js 16.4.6). Without
  // it, 20 connections: home 19 → 33 % of a static file's rate, `/shop` 22 → 36 %, product 21 → 34 %
  // (`node bench/throughput.mjs`). What it saved, a revisit's body, costs about 30 KB; the page
  // cache, not the shopper's browser, is what keeps pages (e2e/speed.spec.ts checks it stays off).
  generateEtags: false,
  compiler: { runAfterProductionCompile: finishStaticFiles },
  reactStrictMode: true,
  // By default Turbopack merges every route's CSS modules into the layout's stylesheet (120 KB on
  // every page, 84 % of it unused on the home page: account, checkout, blog). 'graph' chunks CSS
  // along the module graph, so a page carries its own components' rules: 47–64 KB in 10–12 files.
  // Fewer rules to match takes most of the first style-and-layout task off hydration (Lighthouse
  // TBT on `/` 387 → 168 ms, medians of 7); the extra requests cost Lantern's HTTP/1.1 model some
  // LCP, which HTTP/2 in front removes. Screenshots of 15 routes at two widths and 8 open
  // drawers and dialogs were pixel-identical to the merged build.
  // Server actions carry forms (sign-in, checkout, reviews, contact): none comes near 64 KB, and
  // a bigger body is refused before it is buffered (route handlers: lib/http/read-json.ts).
  // A page made on its first visit (a product, a filtered listing, a text search) is kept in a
  // bounded cache, never written to disk: without Redis, Next's own memory LRU (50 MB an instance);
  // with it, Redis under `maxmemory` and `allkeys-lru`. On disk, every facet value and search term
  // anyone made up stayed as files until the disk was full, and a long one failed the write
  // (ENAMETOOLONG). The pages built ahead are still read from the build's files.
  experimental: {
    cssChunking: 'graph',
    globalNotFound: true,
    serverActions: { bodySizeLimit: '64kb' },
    isrFlushToDisk: false,
  },
  turbopack: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // SWR reads React's useSyncExternalStore through a shim kept for React 17 and older; React 19
    // has the hook itself, so the shim's copy of it is not shipped: 0.4 KiB less on every page
    // that reads with SWR (product, cart, listings, wishlist; `node bench/first-load-js.mjs`).
    resolveAlias: { 'use-sync-external-store/shim': 'react' },
  },
  images: {
    // Product pictures come from the back-end through our own /files route: no remote hosts at all.
    localPatterns: [{ pathname: '/files/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 768, 1024, 1366, 1600],
    imageSizes: [64, 96, 150, 256, 350],
  },
  // A reset link of the older form leads to the forgotten-password page with its key: sent on,
  // with its query, to where the back-end's reset e-mails lead now. Here rather than in the page,
  // so the page is prerendered (read per request, its short form let the footer jump up a phone's
  // screen when it arrived: CLS 0.051).
  async redirects() {
    return [
      {
        source: '/pages/forgot-password',
        // A key with something in it, as the page asked before (a blank one stays here).
        has: [{ type: 'query', key: 'key', value: '.*\\S.*' }],
        destination: '/pages/update-password',
        permanent: false,
      },
    ];
  },
  async headers() {
    return [
      { source: '/((?!files/).*)', headers: securityHeaders },
      // Back-end files (SVG pictures) opened directly must not run scripts, whatever they contain.
      {
        source: '/files/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
          },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

// Messages are compiled at build time, so the browser gets the small ICU formatter without its
// parser (about 11 KiB gzip less on every page).
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
