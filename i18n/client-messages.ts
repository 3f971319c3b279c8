import type { AbstractIntlMessages } from 'next-intl';

/**
 * Only the namespaces client islands use travel to the browser; page texts rendered by server
 * components stay on the server (smaller HTML and JS payload). Some texts travel only with the
 * pages that use them, through a nested provider that declares its own list: cart and checkout
 * (components/checkout/checkout-intl.tsx), withdrawal, newsletter confirmation, products (cards and
 * product page), listings, wishlist, contact form, blog comments, the account's forms. A nested
 * provider replaces this one's messages for what it wraps. The header's sign-in dialog reads its
 * texts when it first opens (SIGN_IN_DIALOG_NAMESPACES): they are not on every page for a dialog
 * few shoppers open. tests/i18n/client-namespaces.test.ts fails when
 * a client module asks for a namespace its provider does not send, or a namespace is sent that none
 * of them asks for.
 */
export const CLIENT_NAMESPACES = [
  'Header',
  'Search',
  'MiniCart',
  'BottomBar',
  'Notice',
  'ScrollTop',
  'Toast',
  'Error',
  'Newsletter',
  'Consent',
] as const;

/** What the header's sign-in dialog reads over `GET /api/sign-in-texts` (components/account/sign-in-texts.tsx). */
export const SIGN_IN_DIALOG_NAMESPACES = ['Account'] as const;

/** The given namespaces of the messages, those that exist. */
export function pickMessages(all: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]));
}

export function clientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(all, CLIENT_NAMESPACES);
}
