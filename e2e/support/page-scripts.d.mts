/** Types of page-scripts.mjs, for the journeys' TypeScript. */

export const SCRIPT_BUDGET_KIB: number;
export const HTML_BUDGET_BYTES: number;

/** The addresses of the scripts a page's HTML has the browser load: `<script src>` and modulepreload. */
export function pageScripts(html: string): string[];
