/**
 * How many cards each home section shows. Every card carries its product to its client islands
 * (add to cart, quick view), so the count drives the page's weight and hydration time: one row
 * each, and only the first popular category in the page (measured with bench/lighthouse-home.mjs).
 * Apart from home-data.ts, which is server-only, because the popular tabs read it in the browser too.
 */
export const HOME_COUNTS = { bestSellers: 4, deals: 3, featured: 4, latest: 4, tabs: 4, perTab: 4 } as const;
