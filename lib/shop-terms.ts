/**
 * The shop's business terms in one place (docs/decisions.md "one source of truth"). Shipping
 * amounts are lib/domain/shipping.ts's (in cents); the back-end's rules are the truth at checkout.
 */
export const DELIVERY_BUSINESS_DAYS = 3;
export const SUPPORT_DAYS_PER_WEEK = 6;
/** The head office in Bologna, as the back-end's footer and contact page give it. */
export const SUPPORT_PHONE = '+39 051 123 4567';
export const SUPPORT_EMAIL = 'assistenza@bottega.example';
/** Checkout starts with delivery to Italy. */
export const DEFAULT_COUNTRY = 'IT';
