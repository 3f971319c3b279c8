'use client';
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { useLeaving } from '@/components/ui/use-leaving';
import { startRedirectPayment } from './redirect-actions';
import styles from './payment-pages.module.css';

/**
 * The test gateway's redirect method, beside its card form: the shopper leaves for the gateway's
 * page and comes back to the result page the way PayPal, Klarna or Satispay do through Stripe.
 * A form with an action, so a click made while the page is still loading its scripts is kept by
 * React and carried out once they have run.
 */
export function TestRedirectButton({ order }: { order: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const [leaving, leave] = useLeaving();
  const [alert, start, pending] = useActionState(async (): Promise<string | null> => {
    try {
      const result = await startRedirectPayment({ order, locale });
      if (result.ok) {
        leave();
        window.location.assign(result.go);
        return null;
      }
      if (result.reason === 'rejected' && result.message) return t('pay.rejected', { message: result.message });
      return result.reason === 'not-found' ? t('orderNotFound') : t('unavailable');
    } catch {
      return t('unavailable');
    }
  }, null);
  const busy = pending || leaving;

  return (
    <form action={start} className={styles.redirectMethod}>
      <p className={styles.muted}>{t('pay.testRedirectText')}</p>
      <button
        type="submit"
        className={buttonClass('secondary', { block: true })}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('pay.testRedirect')}
      </button>
      {alert && (
        <p className={styles.stripeError} role="alert">
          {alert}
        </p>
      )}
    </form>
  );
}
