/** Types of page-scripts.mjs, for the journeys' TypeScript. */

/** The addresses of the scripts a page's HTML has the browser load: `<script src>` and modulepreload. */
export function pageScripts(html: string): string[];
