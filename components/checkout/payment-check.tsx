'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { verdictOfIntent, type PaymentVerdict } from '@/lib/domain/payment-return';
import styles from './payment-pages.module.css';

/** The intent's status from Stripe, in the browser, with the publishable key and the intent's client secret. */
async function readIntentStatus(publishableKey: string, clientSecret: string): Promise<string | null> {
  try {
    // Fetched only here, on a result page Stripe sent the shopper back to: no other page loads it.
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(publishableKey);
    const answer = await stripe?.retrievePaymentIntent(clientSecret);
    return answer?.paymentIntent?.status ?? null;
  } catch {
    return null;
  }
}

/**
 * The result page after Stripe sent the shopper back (docs/decisions.md "payment"): reads the
 * payment intent's own status, never `redirect_status`, and shows what the server drew for it.
 * A failed payment goes to the payment-failed page, which offers "Pay now" on the same order.
 */
export function PaymentCheck({
  publishableKey,
  clientSecret,
  failedHref,
  checking,
  paid,
  processing,
  unknown,
}: {
  publishableKey: string;
  clientSecret: string;
  failedHref: string;
  checking: string;
  paid: ReactNode;
  processing: ReactNode;
  unknown: ReactNode;
}) {
  const [verdict, setVerdict] = useState<PaymentVerdict | null>(null);
  useEffect(() => {
    let live = true;
    void readIntentStatus(publishableKey, clientSecret).then((status) => {
      if (!live) return;
      const next = verdictOfIntent(status);
      if (next === 'failed') window.location.replace(failedHref);
      else setVerdict(next);
    });
    return () => {
      live = false;
    };
  }, [publishableKey, clientSecret, failedHref]);

  if (verdict === 'paid') return paid;
  if (verdict === 'processing') return processing;
  if (verdict === 'unknown') return unknown;
  return (
    <p className={styles.muted} role="status">
      {checking}
    </p>
  );
}
