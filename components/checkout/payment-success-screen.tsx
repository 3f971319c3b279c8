import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutProgress } from './checkout-progress';
import { OrderComplete } from './order-complete';
import { OrderNotFound } from './order-not-found';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { paymentOrderOutcome, type OrderParam } from '@/lib/checkout/payment-order';
import styles from './payment-pages.module.css';

/** /pages/payment-success: the order complete page, from what the back-end says about the order. */
export async function PaymentSuccessScreen({ locale, order }: { locale: string; order: OrderParam }) {
  const t = await getTranslations('Checkout');
  const outcome = await paymentOrderOutcome(order, locale);
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
          <Link href={paymentPageHref('pay-stripe', outcome.order)} className={buttonClass('primary')}>
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
