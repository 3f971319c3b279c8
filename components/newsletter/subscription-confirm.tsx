'use client';
import { useEffect, useState } from 'react';
import { confirmSubscription } from './newsletter-actions';
import { emailOf, signedQueryFrom } from './confirm-params';
import { SubscriptionOutcome, type Outcome } from './subscription-outcome';

/**
 * Client because the signature covers the link's raw query text, which only the address bar still
 * has byte for byte (the server's parsed parameters would be re-encoded). It hands that text to the
 * server action, which asks the back-end.
 */
export function SubscriptionConfirm() {
  const [state, setState] = useState<{ outcome: Outcome; email: string }>({ outcome: 'checking', email: '' });
  useEffect(() => {
    const signed = signedQueryFrom(window.location.search);
    let live = true;
    (signed ? confirmSubscription(signed) : Promise.resolve('invalid' as const))
      .catch(() => 'unavailable' as const)
      .then((outcome) => live && setState({ outcome, email: signed ? emailOf(signed) : '' }));
    return () => {
      live = false;
    };
  }, []);
  return <SubscriptionOutcome outcome={state.outcome} email={state.email} />;
}
