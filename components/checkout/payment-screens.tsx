import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutIntl } from './checkout-intl';
import { CheckoutProgress } from './checkout-progress';
import { OrderComplete } from './order-complete';
import { OrderNotFound } from './order-not-found';
import { orderOutcome, type OrderOutcome } from './order-outcome';
import { availablePaymentMethods } from './quote-server';
import { StripeLoader } from './stripe-loader';
import { TestCardForm } from './test-card-form';
import styles from './payment-pages.module.css';

type Param = string | string[] | undefined;
const one = (value: Param) =>
  typeof value === 'string' && value.length > 0 && value.length <= 140 ? value : undefined;
const link = (page: string, order: string) => `/pages/${page}?order=${encodeURIComponent(order)}`;

async function outcomeOf(order: Param, locale: string): Promise<OrderOutcome> {
  const name = one(order);
  return name ? orderOutcome(name, locale) : { found: false, reason: 'not-found' };
}

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
  const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  const secret = outcome.remembered?.clientSecret;
  if (publishableKey && secret) {
    const site = env().SITE_URL;
    return (
      <StripeLoader
        publishableKey={publishableKey}
        clientSecret={secret}
        locale={locale}
        returnUrl={`${site}${link('payment-success', outcome.order)}`}
        failedUrl={`${site}${link('payment-failed', outcome.order)}`}
        amountLabel={amountLabel}
      />
    );
  }
  if (!publishableKey && (await availablePaymentMethods()).includes('stripe'))
    return <TestCardForm order={outcome.order} amountLabel={amountLabel} />;
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
export async function CardPaymentScreen({ locale, order }: { locale: string; order: Param }) {
  const t = await getTranslations('Checkout');
  const outcome = await outcomeOf(order, locale);
  if (outcome.found && outcome.state === 'paid') redirect(link('payment-success', outcome.order));

  let body: React.ReactNode;
  if (!outcome.found) body = <OrderNotFound reason={outcome.reason} />;
  else if (outcome.state !== 'awaiting-card') {
    body = (
      <div className={styles.panel} data-tone="neutral">
        <p className={styles.lead}>{t('pay.notPayableNow', { order: outcome.order })}</p>
        <Link href={link('payment-success', outcome.order)} className={buttonClass('primary')}>
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
    <div className="container">
      <CheckoutProgress current="checkout" />
      <h1>{t('pay.title')}</h1>
      {body}
    </div>
  );
}

/** /pages/payment-success: the order complete page, from what the back-end says about the order. */
export async function PaymentSuccessScreen({ locale, order }: { locale: string; order: Param }) {
  const t = await getTranslations('Checkout');
  const outcome = await outcomeOf(order, locale);
  let body: React.ReactNode;
  if (!outcome.found) body = <OrderNotFound reason={outcome.reason} />;
  else if (outcome.state === 'awaiting-card') {
    // Never trust the URL: a card order the back-end does not see as paid is not complete.
    body = (
      <div className={styles.panel} data-tone="warning">
        <span className={styles.badge} data-tone="warning" aria-hidden="true">
          <Icon name="clock" size={28} />
        </span>
        <p className={styles.lead}>{t('success.notPaid', { order: outcome.order })}</p>
        <div className={styles.actions}>
          <Link href={link('pay-stripe', outcome.order)} className={buttonClass('primary')}>
            {t('success.payNow')}
          </Link>
        </div>
      </div>
    );
  } else if (outcome.state === 'cancelled') {
    body = (
      <div className={styles.panel} data-tone="neutral">
        <p className={styles.lead}>{t('success.cancelled', { order: outcome.order })}</p>
      </div>
    );
  } else {
    body = <OrderComplete outcome={outcome} locale={locale} />;
  }
  const complete = outcome.found && outcome.state !== 'awaiting-card' && outcome.state !== 'cancelled';
  return (
    <div className="container">
      <CheckoutProgress current={complete ? 'complete' : 'checkout'} />
      <h1>{complete ? t('progress.complete') : t('pay.title')}</h1>
      {body}
    </div>
  );
}

const DECLINE_REASONS = new Set(['generic_decline', 'card_not_supported']);

/** /pages/payment-failed: the specification's message and a retry of the same order. */
export async function PaymentFailedScreen({ locale, order }: { locale: string; order: Param }) {
  const t = await getTranslations('Checkout');
  const outcome = await outcomeOf(order, locale);
  const failure = outcome.found ? outcome.failure : null;
  return (
    <div className="container">
      <CheckoutProgress current="checkout" />
      <h1>{t('failed.heading')}</h1>
      <div className={styles.panel} data-tone="danger">
        <span className={styles.badge} data-tone="danger" aria-hidden="true">
          <Icon name="close" size={28} />
        </span>
        <p className={styles.lead}>{t('failed.title')}</p>
        {outcome.found && outcome.state === 'paid' ? (
          <>
            <p className={styles.text}>{t('failed.alreadyPaid')}</p>
            <div className={styles.actions}>
              <Link href={link('payment-success', outcome.order)} className={buttonClass('primary')}>
                {t('failed.viewOrder')}
              </Link>
            </div>
          </>
        ) : outcome.found && outcome.state === 'awaiting-card' ? (
          <>
            {failure && DECLINE_REASONS.has(failure) && <p className={styles.text}>{t(`failed.reasons.${failure}`)}</p>}
            <p className={styles.text}>{t('failed.lead', { order: outcome.order })}</p>
            <div className={styles.actions}>
              <Link href={link('pay-stripe', outcome.order)} className={buttonClass('primary')}>
                {t('failed.retry')}
              </Link>
            </div>
            <p className={styles.muted}>
              {t('failed.help')} <Link href="/pages/contact-us">{t('contactUs')}</Link>
            </p>
          </>
        ) : (
          <>
            <p className={styles.text}>{t('failed.noOrder')}</p>
            <div className={styles.actions}>
              <Link href="/pages/pay" className={buttonClass('primary')}>
                {t('failed.retry')}
              </Link>
              <Link href="/pages/cart" className={buttonClass('secondary')}>
                {t('failed.backToCart')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
