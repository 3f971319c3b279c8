import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CheckoutProgress } from './checkout-progress';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { paymentOrderOutcome, type OrderParam } from '@/lib/checkout/payment-order';
import styles from './payment-pages.module.css';

const DECLINE_REASONS = ['generic_decline', 'card_not_supported'] as const;
const isDeclineReason = (reason: string): reason is (typeof DECLINE_REASONS)[number] =>
  (DECLINE_REASONS as readonly string[]).includes(reason);

/** /pages/payment-failed: the payment-failed message and a retry of the same order. */
export async function PaymentFailedScreen({ locale, order }: { locale: string; order: OrderParam }) {
  const t = await getTranslations('Checkout');
  const outcome = await paymentOrderOutcome(order, locale);
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
              <Link href={paymentPageHref('payment-success', outcome.order)} className={buttonClass('primary')}>
                {t('failed.viewOrder')}
              </Link>
            </div>
          </>
        ) : outcome.found && outcome.state === 'awaiting-card' ? (
          <>
            {failure && isDeclineReason(failure) && <p className={styles.text}>{t(`failed.reasons.${failure}`)}</p>}
            <p className={styles.text}>{t('failed.lead', { order: outcome.order })}</p>
            <div className={styles.actions}>
              {/* "Pay now" on the same order, as the account's order page offers it. */}
              <Link href={paymentPageHref('pay-stripe', outcome.order)} className={buttonClass('primary')}>
                {t('success.payNow')}
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
