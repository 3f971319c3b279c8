/**
 * The addresses `/pages/single/…` can name (docs/decisions.md "Content and screens"): one slug, a
 * blog post's `<category>/<slug>`, or a CMS web page's route of up to four segments
 * (`legal/cookie-policy`). Pure: read by the page and by the proxy, which refuses anything else
 * before a page renders.
 */
const SLUG = /^[a-z0-9][a-z0-9-]{0,160}$/;
const MAX_SEGMENTS = 4;

/** Pages the storefront builds itself from other data: they exist whatever the CMS holds. */
export const SPECIAL_SLUGS = { faq: 'faq', stores: 'stores', storesPage: 'where-we-are' } as const;

/** The path's segments, or null when no content can live there. */
export function singlePathParts(path: string): string[] | null {
  const parts = path.split('/');
  return parts.length <= MAX_SEGMENTS && parts.every((part) => SLUG.test(part)) ? parts : null;
}
