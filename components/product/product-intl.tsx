import { pageTexts } from '@/components/ui/page-texts';

/**
 * What the product page's islands read, its related products' cards included: this provider
 * replaces the layout's messages for them. `Error` for the box shown if the review form's texts,
 * read when it opens, cannot be (components/ui/fetched-texts.tsx).
 */
export const PRODUCT_NAMESPACES = ['Product', 'ProductCard', 'ProductActions', 'Error'] as const;

/**
 * The product page's texts (about 2 KB gzip per language) travel to the browser only with the
 * product page, not the 404 screen or a blog post (i18n/client-messages.ts); pages that show only
 * cards send the cards' (components/catalogue/product-card-intl.tsx).
 */
export const ProductIntl = pageTexts(PRODUCT_NAMESPACES);
