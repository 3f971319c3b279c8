import { pageTexts } from '@/components/ui/page-texts';

/** What product cards and the product page's islands read: this provider replaces the layout's messages for them. */
export const PRODUCT_NAMESPACES = ['Product'] as const;

/**
 * The product texts (about 2.7 KB gzip per language) travel to the browser only with the pages that
 * show products: the product page and the home's product sections, not the 404 screen or a blog post
 * (i18n/client-messages.ts).
 */
export const ProductIntl = pageTexts(PRODUCT_NAMESPACES);
