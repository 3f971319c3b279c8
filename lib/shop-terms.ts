/**
 * The shop's business terms in one place (docs/decisions.md "one source of truth"). The back-end's
 * shipping rules are the truth at checkout; these mirror the mock's seeded rules for texts that
 * must render without a round-trip (notice bar, footer strip), so en/it/sk can never disagree.
 */
export const FREE_SHIPPING_THRESHOLD_EUR = 79;
export const FLAT_RATE_EUR = 4.5;
export const DELIVERY_BUSINESS_DAYS = 3;
export const SUPPORT_DAYS_PER_WEEK = 6;
/** The head office in Bologna, as the back-end's footer and contact page give it. */
export const SUPPORT_PHONE = '+39 051 123 4567';
export const SUPPORT_EMAIL = 'assistenza@bottega.example';
/** spec §4: checkout starts with delivery to Italy. */
export const DEFAULT_COUNTRY = 'IT';
