/**
 * Every kind of back-end answer the storefront keeps for all shoppers, in one table: how long it is
 * fresh, and the tags it is stored under, which are the tags /api/revalidate accepts. A shelf
 * with a key ("product", "trapano-18v") is stored under its name and `name:key`, so one product or
 * the whole catalogue can be made stale. lib/backend reads through `shelf()` and known-tags.ts
 * reads the same table: a tag cannot be used without being known.
 */
const MINUTE = 60;

const SHELVES = {
  menu: 5 * MINUTE,
  translations: 5 * MINUTE,
  footer: 5 * MINUTE,
  promo: 5 * MINUTE,
  listing: MINUTE,
  product: 5 * MINUTE,
  reviews: 5 * MINUTE,
  countries: 30 * MINUTE,
  shipping: 5 * MINUTE,
  blog: 5 * MINUTE,
  'blog-comments': MINUTE,
  pages: 10 * MINUTE,
  faq: 10 * MINUTE,
  stores: 10 * MINUTE,
  manufacturers: 60 * MINUTE,
  sitemap: 60 * MINUTE,
} as const;

export type ShelfName = keyof typeof SHELVES;

/** The shelves whose entries also carry `name:key`. */
const KEYED: readonly ShelfName[] = ['product', 'reviews', 'blog-comments'];

export interface Shelf {
  /** Seconds the answer is fresh; after that it is served once more while it is read again. */
  seconds: number;
  tags: string[];
}

export function shelf(name: ShelfName, key?: string): Shelf {
  return { seconds: SHELVES[name], tags: key && KEYED.includes(name) ? [name, `${name}:${key}`] : [name] };
}

/** Whether `tag` is one a shelf is stored under: a whole name, or a keyed shelf's `name:key`. */
export function isShelfTag(tag: string): boolean {
  const colon = tag.indexOf(':');
  if (colon < 0) return Object.hasOwn(SHELVES, tag);
  return (KEYED as readonly string[]).includes(tag.slice(0, colon)) && colon < tag.length - 1;
}
