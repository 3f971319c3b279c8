import { pageTexts } from '@/components/ui/page-texts';

/** What the cart page's islands read: this provider replaces the layout's messages for them. */
export const CART_NAMESPACES = ['Cart'] as const;

/**
 * The cart's texts travel only with the cart page, and without the checkout's (11 KB raw per
 * language), which the cart's islands never show (components/checkout/checkout-intl.tsx).
 */
export const CartIntl = pageTexts(CART_NAMESPACES);
