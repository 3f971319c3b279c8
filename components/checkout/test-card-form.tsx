'use client';
import { useLeaving } from '@/components/ui/use-leaving';
import { useLocale, useTranslations } from 'next-intl';
import { useErrorText } from './use-error-text';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useActionForm } from '@/components/ui/use-action-form';
import notices from '@/components/cart/cart-notices.module.css';
import { payWithTestCard } from './actions';
import { TextField } from '@/components/ui/field';
import styles from './payment-pages.module.css';

/** Groups card digits by four as they are typed ("4242 4242 4242 4242"). */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The simulated card gateway (docs/decisions.md "payment": without a Stripe key, the mock back-end's
 * test gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). The number goes
 * to our server action, which asks the back-end to charge it; the result page asks the back-end
 * again whether the order is paid.
 */
export function TestCardForm({ order, amountLabel }: { order: string; amountLabel: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const router = useRouter();
  // On its way to the result page: the button stays locked, so the card is never charged twice.
  const [leaving, leave] = useLeaving();
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { cardholder: '', card_number: '', expiry: '', cvc: '' },
    schema: () => import('@/lib/checkout/schema').then((m) => m.testCardSchema),
    nativeKey: () => 'required',
    action: (card) => payWithTestCard({ order, locale, card }),
    onSuccess: (result) => {
      leave();
      router.push(result.next);
    },
  });
  const message = useErrorText();
  const alert =
    failure?.reason === 'rejected'
      ? failure.message
        ? t('pay.rejected', { message: failure.message })
        : t('pay.failedGeneric')
      : failure?.reason === 'not-found'
        ? t('orderNotFound')
        : failure && t('unavailable');
  const busy = pending || leaving;

  const cardNumber = field('card_number');
  const expiry = field('expiry');

  return (
    <form className={styles.cardForm} {...form}>
      <div className={notices.notice} data-tone="info">
        <Icon name="alert-triangle" size={20} className={notices.icon} />
        <div className={notices.body}>
          <p className={notices.title}>{t('pay.testModeTitle')}</p>
          <p className={notices.text}>{t('pay.testModeText')}</p>
        </div>
      </div>
      <TextField
        id="cardholder"
        label={t('pay.cardholder')}
        required
        error={message(errors.cardholder)}
        {...field('cardholder')}
        autoComplete="cc-name"
      />
      <TextField
        id="card_number"
        label={t('pay.cardNumber')}
        required
        error={message(errors.card_number)}
        {...cardNumber}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value);
          cardNumber.onChange(event);
        }}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        spellCheck={false}
      />
      <div className={styles.cardRow}>
        <TextField
          id="expiry"
          label={t('pay.expiry')}
          required
          error={message(errors.expiry)}
          {...expiry}
          onChange={(event) => {
            event.target.value = formatExpiry(event.target.value);
            expiry.onChange(event);
          }}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('pay.expiryPlaceholder')}
        />
        <TextField
          id="cvc"
          label={t('pay.cvc')}
          required
          error={message(errors.cvc)}
          {...field('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
        />
      </div>
      {alert && (
        <div className={notices.notice} data-tone="danger" role="alert">
          <Icon name="alert-triangle" size={20} className={notices.icon} />
          <p className={notices.title}>{alert}</p>
        </div>
      )}
      <button
        type="submit"
        className={buttonClass('primary', { block: true })}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <Icon name="shield" size={18} />
        {busy ? t('pay.paying') : t('pay.payNow', { amount: amountLabel })}
      </button>
    </form>
  );
}
