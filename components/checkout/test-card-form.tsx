'use client';
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import notices from '@/components/cart/cart-notices.module.css';
import { payWithTestCard } from './actions';
import { testCardSchema, type TestCardInput } from '@/lib/checkout/schema';
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
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { register, handleSubmit, setValue, setError, formState } = useForm<TestCardInput, unknown, TestCardInput>({
    resolver: zodResolver(testCardSchema) as never,
    defaultValues: { cardholder: '', card_number: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const message = (error: { message?: string } | undefined) =>
    error?.message ? (t.has(`errors.${error.message}`) ? t(`errors.${error.message}`) : error.message) : undefined;

  const onSubmit = async (card: TestCardInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setAlert(null);
    let navigating = false;
    try {
      const result = await payWithTestCard({ order, locale, card });
      if (result.status === 'succeeded' || result.status === 'declined') {
        navigating = true;
        router.push(result.next);
      } else if (result.status === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors))
          setError(field as keyof TestCardInput, { type: 'server', message: key });
      } else if (result.status === 'rejected') {
        setAlert(result.message ? t('pay.rejected', { message: result.message }) : t('pay.failedGeneric'));
      } else if (result.status === 'not-found') {
        setAlert(t('orderNotFound'));
      } else {
        setAlert(t('unavailable'));
      }
    } catch {
      setAlert(t('unavailable'));
    } finally {
      if (!navigating) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  };

  const cardNumber = register('card_number');
  const expiry = register('expiry');

  return (
    <form className={styles.cardForm} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
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
        {...register('cardholder')}
        autoComplete="cc-name"
      />
      <TextField
        id="card_number"
        label={t('pay.cardNumber')}
        required
        error={message(errors.card_number)}
        {...cardNumber}
        onChange={(event) => {
          const formatted = formatCardNumber(event.target.value);
          setValue('card_number', formatted);
          event.target.value = formatted;
          return cardNumber.onChange(event);
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
            const formatted = formatExpiry(event.target.value);
            event.target.value = formatted;
            return expiry.onChange(event);
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
          {...register('cvc')}
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
