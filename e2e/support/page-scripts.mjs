// Shared by the first-load journey (e2e/page-budget.spec.ts) and bench/first-load-js.mjs, so the
// budget is checked and printed the same way.

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
