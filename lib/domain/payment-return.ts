/**
 * Stripe's return to the shop after a payment (docs/decisions.md "payment"): the address Stripe
 * sends the shopper back to carries `payment_intent`, `payment_intent_client_secret` and
 * `redirect_status`. The page believes only the intent's own status, read with its client secret,
 * never `redirect_status`, and only for the intent the order is known to carry.
 */
export interface PaymentReturn {
  intent: string;
  clientSecret: string;
}

type Param = string | string[] | undefined;

const INTENT = /^pi_[A-Za-z0-9]{1,200}$/;

/** The intent and its client secret from the return address, or null when they are absent or malformed. */
export function paymentReturnOf(params: {
  payment_intent?: Param;
  payment_intent_client_secret?: Param;
}): PaymentReturn | null {
  const intent = params.payment_intent;
  const secret = params.payment_intent_client_secret;
  if (typeof intent !== 'string' || typeof secret !== 'string' || !INTENT.test(intent)) return null;
  // A client secret is `<intent>_secret_<random>`: one of another intent is not this payment's.
  if (!secret.startsWith(`${intent}_secret_`) || secret.length > 300 || !/^[\w-]+$/.test(secret)) return null;
  return { intent, clientSecret: secret };
}

/**
 * Whether the returned intent is the order's: the back-end's word first (the order's payment
 * intent), else the client secret this browser was given when it placed the order. Null when
 * neither is known: the page then shows what the back-end says about the order, and reads no intent.
 */
export function intentIsTheOrders(
  returned: PaymentReturn,
  known: { orderIntent?: string | null; rememberedSecret?: string | null },
): boolean | null {
  if (known.orderIntent) return known.orderIntent === returned.intent;
  if (known.rememberedSecret) return known.rememberedSecret.startsWith(`${returned.intent}_secret_`);
  return null;
}

/** What the result page shows for an intent's status. */
export type PaymentVerdict = 'paid' | 'processing' | 'failed' | 'unknown';

/**
 * Stripe's statuses (docs.stripe.com/payments/paymentintents/lifecycle): `succeeded` is paid;
 * `processing` (a bank or wallet confirming later) and `requires_capture` (authorised, taken
 * later) are on their way; `requires_payment_method` (declined, cancelled at the wallet) and
 * `canceled` failed; anything else, or no answer, is unknown.
 */
export function verdictOfIntent(status: string | null | undefined): PaymentVerdict {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      return 'unknown';
  }
}
