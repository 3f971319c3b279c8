import type { AbstractIntlMessages } from 'next-intl';

/**
 * Only the namespaces client islands use travel to the browser; page texts rendered by server
 * components stay on the server (smaller HTML and JS payload). Some texts travel only with the
 * pages that use them, through a nested provider that declares its own list: cart and checkout
 * (components/checkout/checkout-intl.tsx), withdrawal, newsletter confirmation, products (cards and
 * product page), listings, wishlist, contact form, blog comments, the account's forms. A nested
 * provider replaces this one's messages for what it wraps. Where a page's own texts are many, those
 * only server components draw live in a namespace of their own (`ListingPage`, `ProductPage`, the
 * shell's `SiteHeader` and `NewsletterBand`, the suggestions' `SearchSuggestions`), so the one its
 * islands read (`Listing`, `Product`, `Header`, `Newsletter`, `Search`) travels without them; TypeScript refuses a key
 * asked of the wrong one (i18n/messages.d.ts). Some islands read theirs when they
 * first show (FETCHED_TEXTS). tests/i18n/client-namespaces.test.ts fails when
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
] as const;

/**
 * Texts an island reads when it first shows, from `GET /api/texts/<set>?locale=`
 * (components/ui/fetched-texts.tsx), instead of in the page's HTML: the header's sign-in dialog,
 * which few shoppers open, the checkout's form, which loads only once the cart is read (its
 * texts were 4.3 KB of the checkout's 28 KB gzip), the cookie banner, which only a shop with a
 * tag shows (its texts were in every page of every shop), the review form, which only a
 * signed-in shopper sees (it shares the panel's `Reviews` texts, so the set carries those too), the
 * reviews tab, which most shoppers never open (with `Error` for the form's failure box inside it), and
 * what a card draws and its quick view shows, for cards the browser draws (a page of cards drawn by
 * the server carries only what their buttons say, `ProductActions`), and the newsletter popup's,
 * which a browser sees once (with the form's, which the provider replaces within it), and the
 * newsletter band's, which loads its working form after the page (its texts were 0.3 KB gzip of
 * every page).
 */
export const FETCHED_TEXTS = {
  'sign-in': ['Account'],
  consent: ['Consent'],
  checkout: ['Cart', 'Checkout', 'Limits'],
  reviews: ['Reviews', 'Error'],
  'review-form': ['ReviewForm', 'Reviews'],
  'newsletter-popup': ['NewsletterPopup', 'Newsletter'],
  newsletter: ['Newsletter'],
  'product-card': ['ProductCard', 'ProductPrice', 'ProductOptions', 'ProductPictures', 'ProductActions'],
} as const satisfies Record<string, readonly string[]>;
export type TextSet = keyof typeof FETCHED_TEXTS;

/** The namespaces of a set named in an address; undefined for a name that is not one. */
export function textSet(name: string): readonly string[] | undefined {
  return Object.hasOwn(FETCHED_TEXTS, name) ? FETCHED_TEXTS[name as TextSet] : undefined;
}

/**
 * The given namespaces of the messages, those that exist. A dotted name sends only that part of its
 * namespace (`Account.errors`: the account's error texts, not its 6 KB of others).
 */
export function pickMessages(all: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const name of namespaces) {
    const path = name.split('.');
    const value = path.reduce<unknown>((at, key) => (isTexts(at) && Object.hasOwn(at, key) ? at[key] : undefined), all);
    if (value === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1))
      into = (isTexts(into[key]) ? into[key] : (into[key] = {})) as AbstractIntlMessages;
    into[path.at(-1)!] = value as AbstractIntlMessages[string];
  }
  return picked;
}

function isTexts(value: unknown): value is AbstractIntlMessages {
  return typeof value === 'object' && value !== null;
}

export function clientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(all, CLIENT_NAMESPACES);
}
