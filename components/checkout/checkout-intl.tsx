import { pageTexts } from '@/components/ui/page-texts';

/** What the cart and checkout islands read: this provider replaces the layout's messages for them. */
export const CHECKOUT_NAMESPACES = ['Cart', 'Checkout', 'Limits'] as const;

/**
 * The cart and checkout texts travel to the browser only on the pages that use them (about 11 KB
 * per language), not with every page of the shop: the layout's provider leaves them out
 * (i18n/client-messages.ts) and this one, around the cart and checkout islands, adds them.
 */
export const CheckoutIntl = pageTexts(CHECKOUT_NAMESPACES);
