/**
 * Browser storage keys of the shop and the version of their shape. Bumping
 * STORAGE_VERSION clears them all on the shopper's next visit ("local storage is
 * cleared when the demo name changes").
 */
export const STORAGE_VERSION = 'bottega-1';
export const STORAGE_VERSION_KEY = 'shop-storage-version';
export const STORAGE_KEYS = {
  cart: 'cart-list',
  auth: 'auth',
  address: 'address',
  topNotice: 'topNotice',
  listing: 'listing-tabs',
  newsletterPopup: 'newsletter-popup',
  chunkReload: 'chunk-reload-at',
  reviewDrafts: 'review-drafts',
  consent: 'cookie-consent',
} as const;
