/** A Stripe payment intent as the test gateway keeps it: on the order's Stripe Payment Request. */

/** Stripe's words for where a payment intent stands, from its Payment Request's status. */
type IntentStatus = 'succeeded' | 'processing' | 'requires_payment_method';

export function intentStatus(requestStatus: string): IntentStatus {
  if (requestStatus === 'Paid') return 'succeeded';
  if (requestStatus === 'Initiated') return 'processing';
  return 'requires_payment_method';
}

/** The intent id inside a client secret (`pi_…_secret_…`). */
export const intentOf = (secret: string) => secret.split('_secret_')[0]!;
