import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { fileURLToPath } from 'node:url';

const isDev = process.env.NODE_ENV !== 'production';

/**
 * One policy for every page. A per-request nonce would make prerendered pages dynamic and their
 * inline scripts would carry none (TOOLCHAIN.md), so scripts are limited to our origin and
 * Stripe's, with 'unsafe-inline' for Next's inline bootstrap; everything else is strict.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' https://js.stripe.com${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com https://tile.openstreetmap.org",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com https://m.stripe.network",
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
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")' },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

/**
 * Several instances share one cache through Redis when REDIS_URL is set (read at `next start`);
 * the per-process memory cache is then off so no instance serves what another revalidated.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
  images: {
    // Product pictures come from the back-end through our own /files route: no remote hosts at all.
    localPatterns: [{ pathname: '/files/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 768, 1024, 1366, 1600],
    imageSizes: [64, 96, 150, 256, 350],
  },
  async headers() {
    return [
      { source: '/((?!files/).*)', headers: securityHeaders },
      // Back-end files (SVG pictures) opened directly must not run scripts, whatever they contain.
      {
        source: '/files/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox" },
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
