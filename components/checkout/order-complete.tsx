import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { ZERO_CENTS } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { OrderOutcome } from '@/lib/checkout/order-outcome';
import { OrderFacts } from './order-facts';
import { OrderPlacedEffects } from './order-placed-effects';
import styles from './payment-pages.module.css';

type Found = Extract<OrderOutcome, { found: true }>;

/**
 * The bank details for a transfer: the shop's account from configuration (the back-end's answer
 * carries it only inside its own HTML text, shown below, sanitised), the amount, and the order
 * number as the reason for payment.
 */
async function BankDetails({ outcome, locale }: { outcome: Found; locale: string }) {
  const t = await getTranslations('Checkout');
  const config = env();
  const amount = formatMoney(locale, outcome.amount ?? ZERO_CENTS);
  const html = outcome.remembered?.transferHtml;
  return (
    <section className={styles.bank} aria-labelledby="bank-title">
      <h2 id="bank-title" className={styles.sectionTitle}>
        <Icon name="shield" size={22} />
        {t('success.bankTitle')}
      </h2>
      <p className={styles.text}>{t('success.bankLead', { amount })}</p>
      <dl className={styles.bankDetails}>
        {config.BANK_BENEFICIARY && (
          <div>
            <dt>{t('success.beneficiary')}</dt>
            <dd>{config.BANK_BENEFICIARY}</dd>
          </div>
        )}
        {config.BANK_IBAN && (
          <div>
            <dt>{t('success.iban')}</dt>
            <dd className={styles.code}>{config.BANK_IBAN.replace(/(.{4})/g, '$1 ').trim()}</dd>
          </div>
        )}
        {config.BANK_BIC && (
          <div>
            <dt>{t('success.bic')}</dt>
            <dd className={styles.code}>{config.BANK_BIC}</dd>
          </div>
        )}
        {config.BANK_NAME && (
          <div>
            <dt>{t('success.bank')}</dt>
            <dd>{config.BANK_NAME}</dd>
          </div>
        )}
        <div>
          <dt>{t('success.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('success.reason')}</dt>
          <dd className={styles.code}>{outcome.order}</dd>
        </div>
      </dl>
      {/* Sanitised with lib/sanitize.ts when payment_request answered (place-order.ts). */}
      {html && <div className={styles.text} lang="it" dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}

/**
 * The order complete page (docs/decisions.md "payment"), drawn from what the back-end says about the
 * order, or, when it cannot be read, from what it answered this browser when the order was placed.
 */
export async function OrderComplete({ outcome, locale }: { outcome: Found; locale: string }) {
  const t = await getTranslations('Checkout');
  const transfer = outcome.method === 'transfer';
  const amount = outcome.amount ?? ZERO_CENTS;
  const lead = !outcome.confirmed
    ? t('success.receivedByEmail')
    : outcome.state === 'paid'
      ? t('success.paidCard')
      : outcome.state === 'awaiting-transfer'
        ? t('success.awaitingTransfer')
        : t('success.received');
  const status =
    outcome.state === 'paid' ? t('statuses.Paid') : outcome.state === 'awaiting-transfer' ? t('statuses.ToPay') : null;

  return (
    <>
      <OrderPlacedEffects order={outcome.order} value={amount} />
      <div className={styles.panel} data-tone="success">
        <span className={styles.badge} data-tone="success" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <p className={styles.lead}>{t('success.title')}</p>
        <p className={styles.text}>{lead}</p>
        {outcome.remembered?.amountDiffers && (
          <p className={styles.text}>{t('success.amountDiffers', { amount: formatMoney(locale, amount) })}</p>
        )}
      </div>

      <OrderFacts order={outcome.order} amount={outcome.amount} locale={locale}>
        {outcome.method && (
          <div>
            <dt>{t('success.method')}</dt>
            <dd>{transfer ? t('methods.transfer') : t('methods.stripe')}</dd>
          </div>
        )}
        {outcome.remembered?.pickup && (
          <div>
            <dt>{t('success.pickupAt')}</dt>
            <dd>{outcome.remembered.pickup}</dd>
          </div>
        )}
        {status && (
          <div>
            <dt>{t('success.status')}</dt>
            <dd>{status}</dd>
          </div>
        )}
      </OrderFacts>

      {transfer && outcome.state !== 'paid' && <BankDetails outcome={outcome} locale={locale} />}

      <div className={styles.actions}>
        <Link href="/shop" className={buttonClass('primary')}>
          {t('success.continue')}
        </Link>
      </div>
    </>
  );
}
