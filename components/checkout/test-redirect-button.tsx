'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { startRedirectPayment } from './redirect-actions';
import styles from './payment-pages.module.css';

/**
 * The test gateway's redirect method, beside its card form: the shopper leaves for the gateway's
 * page and comes back to the result page the way PayPal, Klarna or Satispay do through Stripe.
 */
export function TestRedirectButton({ order }: { order: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const result = await startRedirectPayment({ order, locale });
      if (result.status === 'redirect') return window.location.assign(result.url);
      if (result.status === 'paid') return router.push(result.next);
      setAlert(
        result.status === 'rejected' && result.message
          ? t('pay.rejected', { message: result.message })
          : result.status === 'not-found'
            ? t('orderNotFound')
            : t('unavailable'),
      );
    } catch {
      setAlert(t('unavailable'));
    }
    setBusy(false);
  };

  return (
    <div className={styles.redirectMethod}>
      <p className={styles.muted}>{t('pay.testRedirectText')}</p>
      <button
        type="button"
        className={buttonClass('secondary', { block: true })}
        onClick={() => void start()}
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
    </div>
  );
}
