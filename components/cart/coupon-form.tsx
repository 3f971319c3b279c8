'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { CouponState } from './use-cart-pricing';
import styles from './coupon-form.module.css';

const KNOWN_REASONS = ['missing', 'invalid', 'expired', 'not_started', 'min_spend', 'ordered'] as const;
const isKnownReason = (reason: string): reason is (typeof KNOWN_REASONS)[number] =>
  (KNOWN_REASONS as readonly string[]).includes(reason);

/**
 * The coupon code box (apply_coupon_code). A refusal is shown next to the field in the shopper's
 * language when the back-end gives a known reason, else with the back-end's own message.
 */
export function CouponForm({
  coupon,
  description,
  unavailable,
}: {
  coupon: CouponState;
  description?: string | null;
  unavailable?: boolean;
}) {
  const t = useTranslations('Cart');
  const id = useId();
  const [code, setCode] = useState('');
  const error = coupon.error;
  const errorText = !error
    ? null
    : error.reason && isKnownReason(error.reason)
      ? t(`couponErrors.${error.reason}`, { code: error.code })
      : error.message
        ? t('couponErrors.other', { code: error.code, message: error.message })
        : t('couponErrors.invalid', { code: error.code });

  return (
    <div className={styles.wrap}>
      {coupon.applied && (
        <p className={styles.applied} role="status">
          <Icon name="tag" size={18} />
          <span>
            {coupon.atCheckout
              ? t('couponAtCheckout', { code: coupon.applied })
              : description
                ? t('couponApplied', { code: coupon.applied, description })
                : t('couponAppliedPlain', { code: coupon.applied })}
          </span>
          <button type="button" className={styles.remove} onClick={coupon.remove}>
            {t('couponRemove')}
          </button>
        </p>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          coupon.apply(code);
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {t('couponLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            name="coupon"
            className={styles.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={t('couponPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="submit"
            className={buttonClass('dark', { small: true })}
            disabled={coupon.pending !== null || unavailable}
            aria-busy={coupon.pending !== null || undefined}
          >
            {coupon.pending !== null ? t('couponApplying') : t('couponApply')}
          </button>
        </div>
        <p id={`${id}-error`} className={styles.error} aria-live="polite">
          {errorText}
        </p>
      </form>
    </div>
  );
}
