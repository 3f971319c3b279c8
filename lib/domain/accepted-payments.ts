/**
 * The ways to pay the shop names to shoppers (the checkout's payment step, the footer's "secure
 * payments" line). Which of the wallets and redirect methods Stripe's Payment Element really offers
 * is the Stripe account's choice (README, "Payment methods"); this list is what the shop says.
 */
export const ACCEPTED_PAYMENTS = [
  'card',
  'paypal',
  'apple_pay',
  'google_pay',
  'satispay',
  'klarna',
  'scalapay',
  'bank_transfer',
] as const;
export type AcceptedPayment = (typeof ACCEPTED_PAYMENTS)[number];

/** What a shop without the setting takes: card and bank transfer, the two the checkout always knew. */
const DEFAULT_ACCEPTED_PAYMENTS: readonly AcceptedPayment[] = ['card', 'bank_transfer'];

const isAccepted = (name: string): name is AcceptedPayment => (ACCEPTED_PAYMENTS as readonly string[]).includes(name);

/**
 * The setting (`PAYMENT_METHODS=card,paypal,…`, comma-separated, in the order to show) read into
 * known names; unknown names are left out, and a setting naming none gives the default.
 */
export function acceptedPaymentsOf(setting: string | undefined): AcceptedPayment[] {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase().replace(/-/g, '_'))
    .filter(isAccepted);
  const unique = [...new Set(names)];
  return unique.length > 0 ? unique : [...DEFAULT_ACCEPTED_PAYMENTS];
}

/**
 * What the checkout names, given the ways it can take payment now: the Stripe family (card,
 * wallets, pay-later) only when card payment is offered, bank transfer only when transfer is.
 */
export function acceptedAtCheckout(
  accepted: readonly AcceptedPayment[],
  available: { card: boolean; transfer: boolean },
): AcceptedPayment[] {
  return accepted.filter((name) => (name === 'bank_transfer' ? available.transfer : available.card));
}
