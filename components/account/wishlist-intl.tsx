import { pageTexts } from '@/components/ui/page-texts';

/** What the wishlist's table reads: this provider replaces the layout's messages for it. */
export const WISHLIST_NAMESPACES = ['Wishlist', 'ProductCard'] as const;

/**
 * The wishlist's texts travel to the browser only with the wishlist page (i18n/client-messages.ts),
 * with the product texts its add-to-cart buttons and quick view need.
 */
export const WishlistIntl = pageTexts(WISHLIST_NAMESPACES);
