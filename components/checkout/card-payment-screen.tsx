import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutIntl } from './checkout-intl';
import { CheckoutProgress } from './checkout-progress';
import { OrderNotFound } from './order-not-found';
import type { OrderOutcome } from '@/lib/checkout/order-outcome';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { paymentOrderOutcome, type OrderParam } from '@/lib/checkout/payment-order';
import { availablePaymentMethods } from '@/lib/checkout/quote';
import { StripeLoader } from './stripe-loader';
import { TestCardLoader } from './test-card-loader';
import { TestRedirectButton } from './test-redirect-button';
import styles from './payment-pages.module.css';
import { publicEnv } from '@/lib/env/public';

/**
 * The card form for an order awaiting its card payment: Stripe's Payment Element with the client
 * secret payment_request gave this browser, else the back-end's simulated gateway, else a line
 * saying card payment cannot be taken (no second payment_request is ever made for a secret).
 */
async function CardForm({
  outcome,
  locale,
  amountLabel,
}: {
  outcome: Extract<OrderOutcome, { found: true }>;
  locale: string;
  amountLabel: string;
}) {
  const t = await getTranslations('Checkout');
  const publishableKey = publicEnv.stripePublishableKey;
  const secret = outcome.remembered?.clientSecret;
  if (publishableKey && secret) {
    const site = env().SITE_URL;
    return (
      <StripeLoader
        publishableKey={publishableKey}
        clientSecret={secret}
        locale={locale}
        returnUrl={`${site}${paymentPageHref('payment-success', outcome.order)}`}
        failedUrl={`${site}${paymentPageHref('payment-failed', outcome.order)}`}
        amountLabel={amountLabel}
      />
    );
  }
  if (!publishableKey && (await availablePaymentMethods()).includes('stripe'))
    return (
      <>
        <TestCardLoader order={outcome.order} amountLabel={amountLabel} />
        <TestRedirectButton order={outcome.order} />
      </>
    );
  return (
    <div className={styles.panel} data-tone="neutral">
      <p className={styles.text}>{t('pay.cardUnavailable', { order: outcome.order })}</p>
      <Link href="/pages/contact-us" className={buttonClass('secondary')}>
        {t('contactUs')}
      </Link>
    </div>
  );
}

/** /pages/pay-stripe: card payment of an order that awaits it (docs/decisions.md "payment"). */
export async function CardPaymentScreen({ locale, order }: { locale: string; order: OrderParam }) {
  const t = await getTranslations('Checkout');
  const outcome = await paymentOrderOutcome(order, locale);
  if (outcome.found && outcome.state === 'paid') redirect(paymentPageHref('payment-success', outcome.order));

  let body: React.ReactNode;
  if (!outcome.found) body = <OrderNotFound reason={outcome.reason} />;
  else if (outcome.state !== 'awaiting-card') {
    body = (
      <div className={styles.panel} data-tone="neutral">
        <p className={styles.lead}>{t('pay.notPayableNow', { order: outcome.order })}</p>
        <Link href={paymentPageHref('payment-success', outcome.order)} className={buttonClass('primary')}>
          {t('failed.viewOrder')}
        </Link>
      </div>
    );
  } else {
    const amountLabel = formatMoney(locale, outcome.amount ?? 0);
    body = (
      <div className={styles.payLayout}>
        <section className={styles.payBox} aria-labelledby="card-title">
          <h2 id="card-title" className={styles.sectionTitle}>
            <Icon name="shield" size={22} />
            {t('pay.cardTitle')}
          </h2>
          <CheckoutIntl>
            <CardForm outcome={outcome} locale={locale} amountLabel={amountLabel} />
          </CheckoutIntl>
        </section>
        <aside className={styles.payAside} aria-labelledby="pay-order-title">
          <h2 id="pay-order-title" className={styles.smallTitle}>
            {t('pay.orderTitle', { order: outcome.order })}
          </h2>
          <p className={styles.payTotal}>
            <span>{t('summary.total')}</span>
            <strong>{amountLabel}</strong>
          </p>
        </aside>
      </div>
    );
  }

  return (
    <div className="container" data-form-page>
      <CheckoutProgress current="checkout" />
      <h1>{t('pay.title')}</h1>
      {body}
    </div>
  );
}
