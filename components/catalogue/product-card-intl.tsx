import { pageTexts } from '@/components/ui/page-texts';

/** What product cards' islands read: this provider replaces the layout's messages for them. */
export const PRODUCT_CARD_NAMESPACES = ['ProductCard'] as const;

/**
 * The cards' texts (add to cart, quick view, wishlist, prices: about 2 KB raw per language) travel
 * with the pages that show cards without the product page's own (reviews, gallery, details), which
 * the product page adds (components/product/product-intl.tsx).
 */
export const ProductCardIntl = pageTexts(PRODUCT_CARD_NAMESPACES);
