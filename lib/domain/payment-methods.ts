/** How a shopper may pay, in the order the checkout offers them. Its own module: the browser needs it without the quote's rules. */
export const PAYMENT_METHODS = ['transfer', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
