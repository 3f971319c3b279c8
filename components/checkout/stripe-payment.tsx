'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { buttonClass } from '@/components/ui/button';
import styles from './payment-pages.module.css';

let stripePromise: Promise<Stripe | null> | null = null;
function stripe(key: string) {
  stripePromise ??= loadStripe(key);
  return stripePromise;
}

function PayButton({
  returnUrl,
  failedUrl,
  amountLabel,
}: {
  returnUrl: string;
  failedUrl: string;
  amountLabel: string;
}) {
  const t = useTranslations('Checkout');
  const stripeApi = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripeApi || !elements || busy) return;
    setBusy(true);
    setError(null);
    // Stripe redirects to return_url after the payment (and after 3-D Secure); the success page
    // then asks the back-end whether the order is paid.
    const { error: failure } = await stripeApi.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    if (failure.type === 'card_error' || failure.type === 'validation_error') {
      setError(failure.message ?? t('pay.failedGeneric'));
      setBusy(false);
      if (failure.type === 'card_error') window.location.assign(failedUrl);
    } else {
      setError(t('pay.failedGeneric'));
      setBusy(false);
    }
  };

  return (
    <form className={styles.cardForm} onSubmit={submit}>
      <PaymentElement />
      {error && (
        <p className={styles.stripeError} role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', { block: true })}
        disabled={!stripeApi || busy}
        aria-busy={busy || undefined}
      >
        {busy ? t('pay.paying') : t('pay.payNow', { amount: amountLabel })}
      </button>
    </form>
  );
}

/** The Stripe Payment Element (only when NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is set; loaded lazily on /pages/pay-stripe). */
export default function StripePayment({
  publishableKey,
  clientSecret,
  locale,
  returnUrl,
  failedUrl,
  amountLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  locale: string;
  returnUrl: string;
  failedUrl: string;
  amountLabel: string;
}) {
  return (
    <Elements stripe={stripe(publishableKey)} options={{ clientSecret, locale: locale as 'it' | 'en' | 'sk' }}>
      <PayButton returnUrl={returnUrl} failedUrl={failedUrl} amountLabel={amountLabel} />
    </Elements>
  );
}
