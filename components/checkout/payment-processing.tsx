import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ZERO_CENTS } from '@/lib/domain/money';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { OrderOutcome } from '@/lib/checkout/order-outcome';
import { OrderFacts } from './order-facts';
import { OrderPlacedEffects } from './order-placed-effects';
import styles from './payment-pages.module.css';

/**
 * A payment still on its way (Stripe's `processing`: a wallet or a bank confirming later): the
 * order is placed, the shopper is told the confirmation comes by e-mail, and nothing asks to pay again.
 */
export async function PaymentProcessing({
  outcome,
  locale,
}: {
  outcome: Extract<OrderOutcome, { found: true }>;
  locale: string;
}) {
  const t = await getTranslations('Checkout');
  return (
    <>
      <OrderPlacedEffects order={outcome.order} value={outcome.amount ?? ZERO_CENTS} />
      <div className={styles.panel} data-tone="warning">
        <span className={styles.badge} data-tone="warning" aria-hidden="true">
          <Icon name="clock" size={28} />
        </span>
        <p className={styles.lead}>{t('success.processingTitle')}</p>
        <p className={styles.text}>{t('success.processingText')}</p>
      </div>
      <OrderFacts order={outcome.order} amount={outcome.amount} locale={locale} />
      <div className={styles.actions}>
        <Link href="/shop" className={buttonClass('primary')}>
          {t('success.continue')}
        </Link>
      </div>
    </>
  );
}
