import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { getPaymentStatus, requestPayment } from '@/lib/backend/commerce';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutIntl } from './checkout-intl';
import { CheckoutProgress } from './checkout-progress';
import { OrderComplete, statusKey } from './order-complete';
import { OrderNotFound } from './order-not-found';
import { StripeLoader } from './stripe-loader';
import { payByTransferInstead } from './actions';
import { TestCardForm } from './test-card-form';
import styles from './payment-pages.module.css';

type Param = string | string[] | undefined;
const one = (value: Param) => (typeof value === 'string' && value.length <= 200 ? value : undefined);
const proof = (order: string, token: string) => `order=${encodeURIComponent(order)}&token=${encodeURIComponent(token)}`;

async function statusOf(order: string | undefined, token: string | undefined, locale: string) {
  if (!order || !token) return { ok: false as const, reason: 'not-found' as const };
  const result = await getPaymentStatus(order, token, locale);
  if (result.ok) return { ok: true as const, status: result.data };
  return { ok: false as const, reason: result.error.kind === 'not-found' || result.error.kind === 'rejected' ? ('not-found' as const) : ('unavailable' as const) };
}

/** /pages/pay-stripe: card payment of an order that awaits it (decisions.md "payment"). */
export async function CardPaymentScreen({ locale, order, token }: { locale: string; order: Param; token: Param }) {
  const t = await getTranslations('Checkout');
  const o = one(order);
  const k = one(token);
  const result = await statusOf(o, k, locale);
  if (result.ok && result.status.paid) redirect(`/pages/payment-success?${proof(o!, k!)}`);

  let body: React.ReactNode;
  if (!result.ok) body = <OrderNotFound reason={result.reason} />;
  else if (result.status.status !== 'To Pay') {
    body = (
      <div className={styles.panel} data-tone="neutral">
        <p className={styles.lead}>{t('pay.notPayable', { status: t.has(`statuses.${statusKey(result.status.status)}`) ? t(`statuses.${statusKey(result.status.status)}`) : result.status.status })}</p>
        <Link href="/shop" className={buttonClass('primary')}>
          {t('returnToShop')}
        </Link>
      </div>
    );
  } else {
    const data = result.status;
    const amountLabel = formatMoney(locale, data.order.total ?? 0);
    const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
    let form: React.ReactNode = <TestCardForm order={o!} token={k!} amountLabel={amountLabel} />;
    if (publishableKey && data.quotation) {
      const payment = await requestPayment(data.quotation, 'stripe', locale);
      const secret = payment.ok ? payment.data.clientSecret : null;
      const site = env().SITE_URL;
      form = secret ? (
        <StripeLoader
          publishableKey={publishableKey}
          clientSecret={secret}
          locale={locale}
          returnUrl={`${site}/pages/payment-success?${proof(o!, k!)}`}
          failedUrl={`${site}/pages/payment-failed?${proof(o!, k!)}`}
          amountLabel={amountLabel}
        />
      ) : (
        <OrderNotFound reason="unavailable" />
      );
    }
    body = (
      <div className={styles.payLayout}>
        <section className={styles.payBox} aria-labelledby="card-title">
          <h2 id="card-title" className={styles.sectionTitle}>
            <Icon name="shield" size={22} />
            {t('pay.cardTitle')}
          </h2>
          <CheckoutIntl>{form}</CheckoutIntl>
        </section>
        <aside className={styles.payAside} aria-labelledby="pay-order-title">
          <h2 id="pay-order-title" className={styles.smallTitle}>
            {t('pay.orderTitle', { order: data.order.name })}
          </h2>
          <ul className={styles.payLines}>
            {data.order.items.map((item) => (
              <li key={item.item_code}>
                <span>
                  {item.item_name ?? item.item_code} <span className={styles.muted}>× {item.qty}</span>
                </span>
                <span>{formatMoney(locale, item.amount ?? 0)}</span>
              </li>
            ))}
          </ul>
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

/** /pages/payment-success: the order complete page, only once the back-end confirms the order. */
export async function PaymentSuccessScreen({ locale, order, token }: { locale: string; order: Param; token: Param }) {
  const t = await getTranslations('Checkout');
  const o = one(order);
  const k = one(token);
  const result = await statusOf(o, k, locale);
  let body: React.ReactNode;
  if (!result.ok) body = <OrderNotFound reason={result.reason} />;
  else {
    const s = result.status;
    const card = (s.payment_method ?? s.order.payment_method) !== 'transfer';
    if (card && !s.paid && s.status === 'To Pay') {
      // Never trust the URL: a card order the back-end does not see as paid is not complete.
      body = (
        <div className={styles.panel} data-tone="warning">
          <span className={styles.badge} data-tone="warning" aria-hidden="true">
            <Icon name="clock" size={28} />
          </span>
          <p className={styles.lead}>{t('success.notPaid', { order: s.order.name })}</p>
          <div className={styles.actions}>
            <Link href={`/pages/pay-stripe?${proof(o!, k!)}`} className={buttonClass('primary')}>
              {t('success.payNow')}
            </Link>
          </div>
        </div>
      );
    } else if (s.status === 'Cancelled') {
      body = (
        <div className={styles.panel} data-tone="neutral">
          <p className={styles.lead}>{t('success.cancelled', { order: s.order.name })}</p>
        </div>
      );
    } else {
      body = <OrderComplete status={s} locale={locale} />;
    }
  }
  const complete = result.ok && result.status.status !== 'To Pay' ? true : result.ok && (result.status.payment_method ?? result.status.order.payment_method) === 'transfer';
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
export async function PaymentFailedScreen({ locale, order, token }: { locale: string; order: Param; token: Param }) {
  const t = await getTranslations('Checkout');
  const o = one(order);
  const k = one(token);
  const result = o && k ? await statusOf(o, k, locale) : null;
  const paid = result?.ok && result.status.paid;
  const failure = result?.ok ? result.status.last_payment?.failure : null;
  return (
    <div className="container">
      <CheckoutProgress current="checkout" />
      <h1>{t('failed.heading')}</h1>
      <div className={styles.panel} data-tone="danger">
        <span className={styles.badge} data-tone="danger" aria-hidden="true">
          <Icon name="close" size={28} />
        </span>
        <p className={styles.lead}>{t('failed.title')}</p>
        {paid ? (
          <>
            <p className={styles.text}>{t('failed.alreadyPaid')}</p>
            <div className={styles.actions}>
              <Link href={`/pages/payment-success?${proof(o!, k!)}`} className={buttonClass('primary')}>
                {t('failed.viewOrder')}
              </Link>
            </div>
          </>
        ) : result?.ok ? (
          <>
            {failure && DECLINE_REASONS.has(failure) && <p className={styles.text}>{t(`failed.reasons.${failure}`)}</p>}
            <p className={styles.text}>{t('failed.lead', { order: result.status.order.name })}</p>
            <div className={styles.actions}>
              <Link href={`/pages/pay-stripe?${proof(o!, k!)}`} className={buttonClass('primary')}>
                {t('failed.retry')}
              </Link>
              <form action={payByTransferInstead}>
                <input type="hidden" name="order" value={o} />
                <input type="hidden" name="token" value={k} />
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className={buttonClass('secondary')}>
                  {t('failed.transferInstead')}
                </button>
              </form>
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
