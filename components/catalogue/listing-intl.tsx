import { pageTexts } from '@/components/ui/page-texts';

/** What a shop listing's islands read: this provider replaces the layout's messages for them. */
export const LISTING_NAMESPACES = ['Listing', 'ProductActions'] as const;

/**
 * The listing's filters, sort and paging texts travel to the browser only with the shop's listings
 * (i18n/client-messages.ts), with what the product cards' buttons say (components/catalogue/product-card-intl.tsx).
 */
export const ListingIntl = pageTexts(LISTING_NAMESPACES);
