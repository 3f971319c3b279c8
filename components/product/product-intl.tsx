import { pageTexts } from '@/components/ui/page-texts';

/**
 * What the product page's islands read: this provider replaces the layout's messages for them.
 * The price, the options and the pictures' words are those a card's quick view uses too; the
 * cards' own (the related products, drawn in the browser) are read with them
 * (components/catalogue/product-card-texts.tsx). `Error` for the box shown if a set of texts,
 * read when it shows, cannot be (components/ui/fetched-texts.tsx).
 */
export const PRODUCT_NAMESPACES = [
  'Product',
  'ProductPrice',
  'ProductOptions',
  'ProductPictures',
  'ProductActions',
  'Error',
] as const;

/**
 * The product page's texts (about 2 KB gzip per language) travel to the browser only with the
 * product page, not the 404 screen or a blog post (i18n/client-messages.ts); pages that show only
 * cards send the cards' (components/catalogue/product-card-intl.tsx).
 */
export const ProductIntl = pageTexts(PRODUCT_NAMESPACES);
