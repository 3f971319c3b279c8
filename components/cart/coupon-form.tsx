'use client';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useActionForm } from '@/components/ui/use-action-form';
import { useCart } from '@/stores/cart';
import { tryCoupon } from './coupon-actions';
import { COUPON_MAX_LENGTH, type CouponRefusal } from './coupon-keys';
import type { CouponState } from './use-cart-pricing';
import styles from './coupon-form.module.css';

const KNOWN_REASONS = ['missing', 'invalid', 'expired', 'not_started', 'min_spend', 'ordered'] as const;
const isKnownReason = (reason: string): reason is (typeof KNOWN_REASONS)[number] =>
  (KNOWN_REASONS as readonly string[]).includes(reason);

/**
 * The coupon code box, on the shop's form hook: the coupon action tries the code on the cart's
 * lines, and a good one goes into the cart's quote (apply_coupon_code at checkout). A refusal is
 * shown next to the field in the shopper's language when the back-end gives a known reason, else
 * with the back-end's own message; so is the quote's refusal of a coupon the cart held.
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
  const locale = useLocale();
  const id = useId();
  const { form, field, errors, failure, pending, values } = useActionForm({
    defaults: { coupon: '' },
    schema: () => import('./coupon-schema').then((m) => m.couponSchema),
    nativeKey: () => 'invalid',
    action: (typed) =>
      tryCoupon(typed, {
        lines: useCart.getState().lines.map(({ sku, qty, priceCents }) => ({ sku, qty, priceCents })),
        locale,
      }),
    onSuccess: (result) => coupon.apply(result.code),
  });

  const refused = (refusal: CouponRefusal) =>
    refusal.reason && isKnownReason(refusal.reason)
      ? t(`couponErrors.${refusal.reason}`, { code: refusal.code })
      : refusal.message
        ? t('couponErrors.other', { code: refusal.code, message: refusal.message })
        : t('couponErrors.invalid', { code: refusal.code });
  const typed = values.coupon.trim().toUpperCase();
  const errorText = pending
    ? null
    : failure?.reason === 'refused'
      ? refused(failure.refusal)
      : failure?.reason === 'rate-limited'
        ? t('couponErrors.rateLimited', { minutes: Math.ceil(failure.retryAfterSeconds / 60) })
        : failure
          ? t('couponErrors.unavailable')
          : errors.coupon
            ? refused({ code: typed, reason: errors.coupon, message: null })
            : coupon.error && refused(coupon.error);
  const checking = pending || coupon.pending !== null;

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
      <form className={styles.form} {...form}>
        <label htmlFor={id} className={styles.label}>
          {t('couponLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            className={styles.input}
            {...field('coupon')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_MAX_LENGTH}
            placeholder={t('couponPlaceholder')}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${id}-error` : undefined}
          />
          <button
            type="submit"
            className={buttonClass('dark', { small: true })}
            disabled={checking || unavailable}
            aria-busy={checking || undefined}
          >
            {checking ? t('couponApplying') : t('couponApply')}
          </button>
        </div>
        <p id={`${id}-error`} className={styles.error} aria-live="polite">
          {errorText}
        </p>
      </form>
    </div>
  );
}
