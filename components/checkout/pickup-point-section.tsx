'use client';
import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import type { PickupPoint } from '@/lib/domain/pickup';
import styles from './pickup-point-section.module.css';
import checkout from './checkout.module.css';

/**
 * Local Pickup's question "where?": the stores as a required radio group (native radios, the
 * error announced and tied to the group). With one point only (no store list), that point is
 * already chosen and shown as the shop's address.
 */
export function PickupPointSection({
  points,
  choice,
  error,
}: {
  points: PickupPoint[];
  /** The radio props of one point, by its id. */
  choice: (id: string) => ComponentProps<'input'>;
  error?: string;
}) {
  const t = useTranslations('Checkout');
  const errorId = 'pickup_point-error';
  return (
    <section className={checkout.section} aria-labelledby="checkout-pickup">
      <h2 id="checkout-pickup" className={checkout.sectionTitle}>
        {t('pickup.title')}
      </h2>
      <fieldset
        className={styles.points}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={styles.legend}>{points.length > 1 ? t('pickup.lead') : t('pickup.onlyPoint')}</legend>
        {points.map((point) => (
          <label key={point.id} className={styles.point}>
            <input type="radio" {...choice(point.id)} />
            <span className={styles.title}>{point.title}</span>
            <address className={styles.address}>{point.address}</address>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className={checkout.inlineError} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
