/**
 * A listing's one address. A listing is addressed by its path (docs/decisions.md "listing
 * addresses"), but its state also arrives as a query: the header's search form, the filters' forms
 * without JavaScript, `/shop?wishlist=true` and links made elsewhere. Those, and a state written in
 * another order or escaping, are sent on to the listing's own address, so one listing has one page
 * in the page cache; a listing rendered per request goes to `/shop/…/search?…`. What is not listing
 * state (a campaign's `utm_source`) rides along.
 */
import {
  isListingField,
  isPathListing,
  listingHref,
  listingSearch,
  parseListingParams,
  renderedListingHref,
} from '@/lib/catalogue/listing-params';
import { shopBasePath, shopPlace } from '@/lib/catalogue/shop-layouts';
import { BLOG_FIELDS, blogHref, parseBlogParams } from '@/lib/blog/params';

/** The listing `path` + `query` names, with what else the query carries, or null for no listing address. */
export function listingAt(path: string, query: URLSearchParams) {
  const match = /^\/shop(\/.*)?$/.exec(path);
  const place = match ? shopPlace((match[1] ?? '').split('/').filter(Boolean)) : null;
  if (!place) return null;

  const state = new URLSearchParams();
  const rest = new URLSearchParams();
  for (const [key, value] of query) (isListingField(key) ? state : rest).append(key, value);
  const written = new URLSearchParams(listingSearch(place.params));
  for (const [key, value] of state) written.set(key, value);
  return {
    basePath: shopBasePath(place.layout, place.gridType),
    params: parseListingParams(written),
    inQuery: place.inQuery,
    fromQuery: state.size > 0,
    rest,
  };
}

/**
 * The address to send `path` + `query` on to, or null when it already is the listing's (or is no
 * listing at all). A listing rendered per request keeps its query as written: nothing is kept
 * under it, so there is nothing to share.
 */
export function listingRedirect(path: string, query: URLSearchParams): string | null {
  const at = listingAt(path, query);
  if (!at) return null;
  const target = listingHref(at.basePath, at.params);
  const inPath = isPathListing(at.params);
  if (at.inQuery ? !inPath : target === path && !at.fromQuery) return null;
  const rest = at.rest.toString();
  return rest ? `${target}${inPath ? '?' : '&'}${rest}` : target;
}

/**
 * A link the back-end wrote to a listing or a blog list as a query (`/shop?category=Utensili`,
 * `/pages/blog?category=garden`, in its HTML or promo tabs), as the list's own address: a click
 * costs no redirect.
 */
export function listingLink(href: string): string {
  if (!/^\/(shop|pages\/blog)([/?]|$)/.test(href)) return href;
  const url = new URL(href, 'http://shop.invalid');
  return listingRedirect(url.pathname, url.searchParams) ?? blogRedirect(url.pathname, url.searchParams) ?? href;
}

/**
 * The blog list's one address (lib/blog/params.ts) for `/pages/blog` with its state in the query
 * (links from before, links made elsewhere), keeping what is not list state; else null.
 */
export function blogRedirect(path: string, query: URLSearchParams): string | null {
  if (path !== '/pages/blog' || !BLOG_FIELDS.some((field) => query.has(field))) return null;
  const rest = new URLSearchParams([...query].filter(([key]) => !BLOG_FIELDS.includes(key)));
  const target = blogHref(parseBlogParams(Object.fromEntries(query)));
  return rest.size > 0 ? `${target}?${rest}` : target;
}

/**
 * For a text search addressed by its path, the same listing rendered for each request
 * (`/shop/search?search_term=…`), where a shopper over the search limit is told to wait; else null.
 */
export function searchRenderedPerRequest(path: string, query: URLSearchParams): string | null {
  const at = listingAt(path, query);
  if (!at || at.inQuery || !at.params.search_term) return null;
  return renderedListingHref(at.basePath, at.params);
}
