/**
 * The real back-end stores catalogue content (names, labels, descriptions, menu, footer, promo
 * slides) in one language and serves it whatever `Accept-Language` says: Italian for this shop.
 * Only Frappe's own messages (errors) follow the request's language.
 */
export const CONTENT_LANG = 'it' as const;
