import { pageTexts } from '@/components/ui/page-texts';

/** What the wishlist's table reads: this provider replaces the layout's messages for it. */
export const WISHLIST_NAMESPACES = ['Wishlist', 'ProductActions'] as const;

/**
 * The wishlist's texts travel to the browser only with the wishlist page (i18n/client-messages.ts),
 * with what its add-to-cart and quick-view buttons say (the quick view reads its own texts).
 */
export const WishlistIntl = pageTexts(WISHLIST_NAMESPACES);
