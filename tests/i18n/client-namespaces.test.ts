import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAMESPACES } from '@/components/account/account-intl';
import { WISHLIST_NAMESPACES } from '@/components/account/wishlist-intl';
import { COMMENTS_NAMESPACES } from '@/components/blog/comments-intl';
import { LISTING_NAMESPACES } from '@/components/catalogue/listing-intl';
import { PRODUCT_CARD_NAMESPACES } from '@/components/catalogue/product-card-intl';
import { CART_NAMESPACES } from '@/components/cart/cart-intl';
import { CHECKOUT_NAMESPACES } from '@/components/checkout/checkout-intl';
import { CONTACT_NAMESPACES } from '@/components/contact/contact-intl';
import { SUBSCRIPTION_NAMESPACES } from '@/components/newsletter/subscription-intl';
import { PRODUCT_NAMESPACES } from '@/components/product/product-intl';
import { WITHDRAWAL_NAMESPACES } from '@/components/withdrawal/withdrawal-intl';
import { CLIENT_NAMESPACES, FETCHED_TEXTS } from '@/i18n/client-messages';
import { clientModulesFrom, readShop } from './shop-modules';

/**
 * A client component asking for a namespace the browser was not sent shows no text, with no error.
 * The rule: every client module (and every module it imports) that calls `useTranslations('Ns…')`
 * runs under the layout's provider, which sends CLIENT_NAMESPACES, unless a server module renders it
 * between the tags of a nested provider below, which replaces those messages with its own list.
 */
const NESTED = {
  CheckoutIntl: { file: 'components/checkout/checkout-intl.tsx', namespaces: CHECKOUT_NAMESPACES },
  CartIntl: { file: 'components/cart/cart-intl.tsx', namespaces: CART_NAMESPACES },
  WithdrawalIntl: { file: 'components/withdrawal/withdrawal-intl.tsx', namespaces: WITHDRAWAL_NAMESPACES },
  SubscriptionIntl: { file: 'components/newsletter/subscription-intl.tsx', namespaces: SUBSCRIPTION_NAMESPACES },
  ProductIntl: { file: 'components/product/product-intl.tsx', namespaces: PRODUCT_NAMESPACES },
  ProductCardIntl: { file: 'components/catalogue/product-card-intl.tsx', namespaces: PRODUCT_CARD_NAMESPACES },
  ListingIntl: { file: 'components/catalogue/listing-intl.tsx', namespaces: LISTING_NAMESPACES },
  WishlistIntl: { file: 'components/account/wishlist-intl.tsx', namespaces: WISHLIST_NAMESPACES },
  ContactIntl: { file: 'components/contact/contact-intl.tsx', namespaces: CONTACT_NAMESPACES },
  CommentsIntl: { file: 'components/blog/comments-intl.tsx', namespaces: COMMENTS_NAMESPACES },
  AccountIntl: { file: 'components/account/account-intl.tsx', namespaces: ACCOUNT_NAMESPACES },
} as const;
/** Providers made in the browser, with the texts they read when they first show: `fetchedTexts(set)`. */
const FETCHED = {
  SignInTexts: { file: 'components/account/sign-in-texts.tsx', namespaces: FETCHED_TEXTS['sign-in'] },
  CheckoutTexts: { file: 'components/checkout/checkout-texts.tsx', namespaces: FETCHED_TEXTS.checkout },
  ConsentTexts: { file: 'components/consent/consent-texts.tsx', namespaces: FETCHED_TEXTS.consent },
  ReviewsTexts: { file: 'components/product/reviews-texts.tsx', namespaces: FETCHED_TEXTS.reviews },
  ReviewFormTexts: { file: 'components/product/review-form-texts.tsx', namespaces: FETCHED_TEXTS['review-form'] },
  NewsletterPopupTexts: {
    file: 'components/newsletter/newsletter-popup-texts.tsx',
    namespaces: FETCHED_TEXTS['newsletter-popup'],
  },
  ProductCardTexts: { file: 'components/catalogue/product-card-texts.tsx', namespaces: FETCHED_TEXTS['product-card'] },
  NewsletterTexts: { file: 'components/newsletter/newsletter-texts.tsx', namespaces: FETCHED_TEXTS.newsletter },
};
const FETCHED_FACTORY = 'components/ui/fetched-texts.tsx';
const LAYOUT_PROVIDER = 'app/shop-document.tsx';
/** Every nested provider is `pageTexts(namespaces)`, exported under the name NESTED lists. */
const NESTED_FACTORY = 'components/ui/page-texts.tsx';
/** Next's files for an address: each renders inside the layout (and so its provider)… */
const ROUTE_FILE =
  /^app\/.*\/(page|layout|error|not-found|template|loading|default)\.tsx$|^app\/global-not-found\.tsx$/;
/** …but this one, shown when the layout itself failed: no provider, so no texts at all. */
const OUTSIDE_LAYOUT = 'app/global-error.tsx';
/**
 * Components handed to `toast()`: wherever they are created, the shell's toaster (in the layout)
 * renders them, so they read the layout's messages and not those of the provider around the island.
 */
const TOASTS = ['components/cart/added-toast.tsx'];

/** `Account.errors` is part of `Account`: which keys of it a module reads is left to the journeys. */
const rootOf = (ns: string) => ns.split('.')[0]!;

const shop = readShop([...Object.keys(NESTED), ...Object.keys(FETCHED)]);
const files = [...shop.keys()];

/** Which modules run in the browser under each provider, and what they ask for that it lacks. */
const providers = [
  {
    name: 'the layout’s provider (i18n/client-messages.ts)',
    roots: [...files.filter((f) => ROUTE_FILE.test(f)), ...TOASTS],
    namespaces: CLIENT_NAMESPACES as readonly string[],
  },
  { name: OUTSIDE_LAYOUT, roots: [OUTSIDE_LAYOUT], namespaces: [] as readonly string[] },
  ...Object.entries({ ...NESTED, ...FETCHED }).map(([component, { file, namespaces }]) => ({
    name: `${component} (${file})`,
    // The modules whose names a module uses between <Component> and </Component>.
    roots: [...shop.values()].flatMap((mod) => {
      const wrapped = new Set(mod.wrapped.get(component));
      return mod.imports.filter(({ names }) => names.some((n) => wrapped.has(n))).map((i) => i.file);
    }),
    namespaces: namespaces as readonly string[],
  })),
].map((provider) => {
  const modules = clientModulesFrom(shop, provider.roots);
  if (provider.roots.some((root) => ROUTE_FILE.test(root))) return { ...provider, modules };
  return { ...provider, modules: new Set([...modules].filter((file) => !TOASTS.includes(file))) };
});

describe('texts of client components', () => {
  it('every namespace a client module asks for is sent by the provider it renders under', () => {
    const missing = providers.flatMap(({ name, modules, namespaces }) =>
      [...modules].flatMap((file) =>
        shop
          .get(file)!
          .namespaces.filter((ns) => !namespaces.map(rootOf).includes(ns))
          .map((ns) => `${file} asks for "${ns}", which ${name} does not send`),
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('sends no namespace that none of its client modules asks for (bytes in every such page)', () => {
    const unused = providers.flatMap(({ name, modules, namespaces }) => {
      const asked = new Set([...modules].flatMap((file) => shop.get(file)!.namespaces));
      return namespaces
        .filter((ns) => !asked.has(rootOf(ns)))
        .map((ns) => `${name} sends "${ns}", which no client module under it asks for`);
    });
    expect(unused).toEqual([]);
  });

  it('a provider sending part of a namespace sends every text its modules read of it', () => {
    const missing = providers.flatMap(({ name, modules, namespaces }) => {
      const parts = namespaces.filter((ns) => ns.includes('.'));
      if (parts.length === 0) return [];
      const sent = (path: string) => namespaces.some((ns) => path === ns || path.startsWith(`${ns}.`));
      return [...modules].flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        return [...source.matchAll(/const (\w+) = useTranslations\('([^']+)'\)/g)].flatMap(([, t, ns]) => {
          if (!parts.some((part) => part.startsWith(`${rootOf(ns!)}.`)) || sent(ns!)) return [];
          const calls = [...source.matchAll(new RegExp(`\\b${t}\\(([^,)]+)`, 'g'))].map(([, arg]) => arg!.trim());
          return calls
            .map((arg) => (/^'[^']+'$/.test(arg) ? `${ns}.${arg.slice(1, -1)}` : `${ns}.<${arg}>`))
            .filter((path) => !sent(path))
            .map((path) => `${file} reads "${path}", which ${name} does not send`);
        });
      });
    });
    expect(missing).toEqual([]);
  });

  it('every namespace is written out, so this test can check it', () => {
    expect([...shop.values()].filter((m) => m.unwritten > 0).map((m) => m.file)).toEqual([]);
  });

  it('knows every nested provider, and each wraps client modules that use texts', () => {
    // A provider is the layout's, the one nested providers are made with, or a nested one made with it.
    const providing = files.filter((f) => readFileSync(f, 'utf8').includes('<NextIntlClientProvider'));
    expect(providing.sort()).toEqual([LAYOUT_PROVIDER, NESTED_FACTORY, FETCHED_FACTORY].sort());
    for (const [factory, made, known] of [
      [NESTED_FACTORY, /\bpageTexts\(/, NESTED],
      [FETCHED_FACTORY, /\bfetchedTexts\(/, FETCHED],
    ] as const) {
      const makers = files.filter((f) => f !== factory && made.test(readFileSync(f, 'utf8')));
      expect(makers.sort()).toEqual(
        Object.values(known)
          .map((p) => p.file)
          .sort(),
      );
    }
    for (const { name, modules } of providers.filter((p) => p.name !== OUTSIDE_LAYOUT)) {
      const usingTexts = [...modules].filter((f) => shop.get(f)!.namespaces.length > 0);
      expect(usingTexts.length, name).toBeGreaterThan(0);
    }
  });
});
