import { pageTexts } from '@/components/ui/page-texts';

/** What the card payment's form reads: this provider replaces the layout's messages for it. */
export const CHECKOUT_NAMESPACES = ['Checkout'] as const;

/**
 * The checkout's texts travel to the browser only with the card payment page, around its form, not
 * with every page of the shop (i18n/client-messages.ts). The checkout's own form reads its texts
 * when it is shown (CheckoutTexts), the cart page has its own (components/cart/cart-intl.tsx).
 */
export const CheckoutIntl = pageTexts(CHECKOUT_NAMESPACES);
