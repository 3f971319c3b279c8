'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import styles from './payment-pages.module.css';

function Loading() {
  const t = useTranslations('Checkout');
  return (
    <p className={styles.muted} role="status">
      {t('pay.stripeLoading')}
    </p>
  );
}

/** Stripe's code is fetched only here, only when a key is configured (never on other pages). */
export const StripeLoader = dynamic(() => import('./stripe-payment'), { ssr: false, loading: Loading });
