/**
 * A payment page's address for one order (the page asks the back-end about the order, never
 * trusts the URL). Server code only: kept out of lib/routes.ts, whose every export rides in the
 * browser's first load with the product links.
 */
export function paymentPageHref(page: 'pay-stripe' | 'payment-success' | 'payment-failed', order: string): string {
  return `/pages/${page}?order=${encodeURIComponent(order)}`;
}
