import { pageTexts } from '@/components/ui/page-texts';

/** What product cards' islands read: this provider replaces the layout's messages for them. */
export const PRODUCT_CARD_NAMESPACES = ['ProductActions'] as const;

/**
 * What the cards' buttons say (add to cart, quick view, wishlist: about 0.8 KB raw per language)
 * travels with the pages that show cards; the card itself is drawn on the server, and its quick view
 * reads its own texts when it opens (components/catalogue/quick-view-texts.tsx).
 */
export const ProductCardIntl = pageTexts(PRODUCT_CARD_NAMESPACES);
