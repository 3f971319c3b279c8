// Shared by the page-budget journey (e2e/page-budget.spec.ts) and bench/first-load-js.mjs, so the
// budgets are checked and printed the same way.

/** The scripts a page loads, each gzip -9, at most: a bare Next.js 16 page's 131 KiB and 35 more. */
export const SCRIPT_BUDGET_KIB = 166;
/** A page's own HTML, gzipped as a server does (level 6), at most, in every language. */
export const HTML_BUDGET_BYTES = 25_000;

/** The addresses of the scripts a page's HTML has the browser load: `<script src>` and modulepreload. */
export function pageScripts(html) {
  return [
    ...new Set([
      // noModule scripts (Next's legacy polyfills) are never loaded by the browsers the shop supports.
      ...[...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\bnomodule\b/i.test(tag))
        .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
        .filter(Boolean),
      ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ]),
  ];
}
