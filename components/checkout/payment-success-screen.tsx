import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { publicEnv } from '@/lib/env/public';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutProgress } from './checkout-progress';
import { OrderComplete } from './order-complete';
import { OrderNotFound } from './order-not-found';
import { PaymentCheck } from './payment-check';
import { PaymentProcessing } from './payment-processing';
import type { OrderOutcome } from '@/lib/checkout/order-outcome';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { paymentOrderOutcome, type OrderParam } from '@/lib/checkout/payment-order';
import { intentIsTheOrders, verdictOfIntent, type PaymentReturn } from '@/lib/domain/payment-return';
import styles from './payment-pages.module.css';

type Found = Extract<OrderOutcome, { found: true }>;

async function Screen({ complete, children }: { complete: boolean; children: ReactNode }) {
  const t = await getTranslations('Checkout');
  return (
    <div className="container">
      <CheckoutProgress current={complete ? 'complete' : 'checkout'} />
      <h1>{complete ? t('progress.complete') : t('pay.title')}</h1>
      {children}
    </div>
  );
}

/** A card order the back-end does not see as paid: not complete, whatever the URL says. */
async function NotPaid({ order }: { order: string }) {
  const t = await getTranslations('Checkout');
  return (
    <Screen complete={false}>
      <div className={styles.panel} data-tone="warning">
        <span className={styles.badge} data-tone="warning" aria-hidden="true">
          <Icon name="clock" size={28} />
        </span>
        <p className={styles.lead}>{t('success.notPaid', { order })}</p>
        <div className={styles.actions}>
          <Link href={paymentPageHref('pay-stripe', order)} className={buttonClass('primary')}>
            {t('success.payNow')}
          </Link>
        </div>
      </div>
    </Screen>
  );
}

/**
 * A card order Stripe sent back with its intent: the intent's status decides, read from the
 * back-end when it says (the test gateway), else from Stripe in the browser; only for the intent
 * the order is known to carry.
 */
async function ReturnedFromPayment({
  outcome,
  returned,
  locale,
}: {
  outcome: Found;
  returned: PaymentReturn;
  locale: string;
}) {
  const t = await getTranslations('Checkout');
  const paid = (
    <Screen complete>
      {/* Stripe says succeeded; the back-end hears it from Stripe's webhook moments later. */}
      <OrderComplete outcome={{ ...outcome, state: 'paid' }} locale={locale} />
    </Screen>
  );
  const processing = (
    <Screen complete>
      <PaymentProcessing outcome={outcome} locale={locale} />
    </Screen>
  );
  const notPaid = <NotPaid order={outcome.order} />;
  const failedHref = paymentPageHref('payment-failed', outcome.order);

  if (outcome.intentStatus) {
    const verdict = verdictOfIntent(outcome.intentStatus);
    if (verdict === 'failed') redirect(failedHref);
    return verdict === 'paid' ? paid : verdict === 'processing' ? processing : notPaid;
  }
  const publishableKey = publicEnv.stripePublishableKey;
  if (!publishableKey) return notPaid;
  return (
    <PaymentCheck
      publishableKey={publishableKey}
      clientSecret={returned.clientSecret}
      failedHref={failedHref}
      checking={t('success.checking')}
      paid={paid}
      processing={processing}
      unknown={notPaid}
    />
  );
}

/**
 * /pages/payment-success: the order complete page, from what the back-end says about the order
 * (only this browser's or the signed-in shopper's), and, when Stripe sent the shopper back, from
 * the payment intent's own status.
 */
export async function PaymentSuccessScreen({
  locale,
  order,
  returned,
}: {
  locale: string;
  order: OrderParam;
  returned: PaymentReturn | null;
}) {
  const t = await getTranslations('Checkout');
  const outcome = await paymentOrderOutcome(order, locale);
  if (!outcome.found)
    return (
      <Screen complete={false}>
        <OrderNotFound reason={outcome.reason} />
      </Screen>
    );
  if (outcome.state === 'awaiting-card') {
    const ours =
      returned &&
      intentIsTheOrders(returned, { orderIntent: outcome.intent, rememberedSecret: outcome.remembered?.clientSecret });
    // An intent that is not the order's (or unknown to be) is ignored: the back-end's word stands.
    if (returned && ours) return <ReturnedFromPayment outcome={outcome} returned={returned} locale={locale} />;
    return <NotPaid order={outcome.order} />;
  }
  if (outcome.state === 'cancelled')
    return (
      <Screen complete={false}>
        <div className={styles.panel} data-tone="neutral">
          <p className={styles.lead}>{t('success.cancelled', { order: outcome.order })}</p>
        </div>
      </Screen>
    );
  return (
    <Screen complete>
      <OrderComplete outcome={outcome} locale={locale} />
    </Screen>
  );
}
