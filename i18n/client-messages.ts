import type { AbstractIntlMessages } from 'next-intl';

/**
 * Only the namespaces client islands use travel to the browser; page texts rendered by server
 * components stay on the server (smaller HTML and JS payload). Cart and Checkout texts travel only
 * with the cart, checkout and payment pages (components/checkout/checkout-intl.tsx).
 */
const CLIENT_NAMESPACES = [
  'Header',
  'Search',
  'MiniCart',
  'BottomBar',
  'Notice',
  'ScrollTop',
  'Toast',
  'Common',
  'Product',
  'Listing',
  'Account',
  'Wishlist',
  'Forms',
  'Newsletter',
  'ContactForm',
  'CommentForm',
  'Consent',
] as const;

export function clientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]));
}
