import { pageTexts } from '@/components/ui/page-texts';

/** What the checkout's islands read: this provider replaces the layout's messages for them. */
export const CHECKOUT_NAMESPACES = ['Cart', 'Checkout', 'Limits'] as const;

/**
 * The checkout's texts travel to the browser only on the pages that use them (about 11 KB per
 * language), not with every page of the shop: the layout's provider leaves them out
 * (i18n/client-messages.ts) and this one, around the checkout's islands, adds them. The cart page
 * has its own (components/cart/cart-intl.tsx).
 */
export const CheckoutIntl = pageTexts(CHECKOUT_NAMESPACES);
