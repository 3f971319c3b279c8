/**
 * Addresses the proxy answers with the 404 screen before any page renders (app/global-not-found.tsx).
 * A notFound() thrown by a page rendered on demand sends an empty document that only JavaScript
 * fills, and the product, listing and content routes cache what they render, a 404 included: so
 * every address a route would refuse, by its shape or because the back-end does not know it, is
 * decided here. When the back-end cannot be read, the page decides, with its designed fallback.
 */
import { unescaped } from '@/lib/domain/unescaped';
import { listingAt } from './listing-address';
import { isUnknownCategory } from '@/lib/catalogue/menu-categories';
import { productExists } from '@/lib/routing/product-exists';
import { ORDER_NAME, productRoute } from '@/lib/routes';
import { findOwnOrder } from '@/lib/backend/orders';
import { parseBlogPlace } from '@/lib/blog/params';
import { blogListExists, contentExists } from './page-exists';

/** `path` is the locale's path after the rewrite (`/it/shop`), still escaped as the browser sent it. */
export async function isMissingAddress(path: string, query: URLSearchParams): Promise<boolean> {
  const [, , section, ...rest] = path.split('/');
  switch (section) {
    case 'product':
      return unknownProduct(rest);
    case 'shop':
      return unknownListing(rest, query);
    case 'det':
      return unknownDet(rest);
    case 'pages':
      return unknownPage(rest);
    default:
      return false;
  }
}

/** A listing address of no layout or state, or of a category the menu lacks (only when the menu could be read). */
async function unknownListing(rest: string[], query: URLSearchParams): Promise<boolean> {
  const at = listingAt(`/shop/${rest.join('/')}`, query);
  if (!at) return true;
  return at.params.category ? isUnknownCategory(at.params.category) : false;
}

async function unknownProduct(rest: string[]): Promise<boolean> {
  const [layout, ...slug] = rest;
  const target = layout ? productRoute(layout, slug) : null;
  return target === null || (await productExists(target.slug)) === false;
}

/** `/det/<rest>`: the old product address, else a content page's (app/[locale]/det). */
async function unknownDet(rest: string[]): Promise<boolean> {
  if (rest.length !== 1) return true;
  const product = await productExists(`det/${rest[0]}`);
  if (product !== false) return false;
  return (await contentExists(rest[0]!)) === false;
}

async function unknownPage([page, ...rest]: string[]): Promise<boolean> {
  if (page === 'single') return (await contentExists(rest.join('/'))) === false;
  if (page === 'blog') {
    const list = parseBlogPlace(rest);
    return list === null || (await blogListExists(list)) === false;
  }
  if (page === 'orders' && rest.length === 1) return unknownOrder(unescaped(rest[0]!) ?? '');
  return false;
}

/**
 * An order name no order can have, or an order that is not the signed-in shopper's (another
 * customer's is a 404, docs/decisions.md "who may see what"). The page's part is streamed after its
 * shell, whose status is already sent, so only the proxy can answer 404. When the back-end cannot
 * say (or the session is over), the page decides.
 */
async function unknownOrder(name: string): Promise<boolean> {
  if (!ORDER_NAME.test(name)) return true;
  const found = await findOwnOrder(name);
  return !found.ok && found.error.kind === 'not-found';
}
