/** Business terms the mock's texts and (later) its shipping rules share — docs/decisions.md. */
export const SHOP_NAME = 'Bottega';
/** "Flat Rate" shipping, free from this cart subtotal (EUR). */
export const FREE_SHIPPING_THRESHOLD = 79;
export const FLAT_RATE_SHIPPING = 4.5;
export const DELIVERY_BUSINESS_DAYS = 3;
export const SUPPORT_DAYS_PER_WEEK = 6;
