'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';
import { readQuantity, stepQuantity, type QuantityProblem } from '@/lib/domain/quantity-input';
import { Icon } from '@/components/ui/icon';
import styles from './quantity-input.module.css';

const PROBLEM_KEYS: Record<QuantityProblem, 'qtyEmpty' | 'qtyNotWhole' | 'qtyTooSmall' | 'qtyTooLarge'> = {
  empty: 'qtyEmpty',
  'not-whole': 'qtyNotWhole',
  'too-small': 'qtyTooSmall',
  'too-large': 'qtyTooLarge',
};

/**
 * Quantity 1..99 (docs/decisions.md): − and + buttons and a field that accepts typing. What the shopper
 * types is kept as typed; a value outside the rule is explained next to the field, never silently
 * changed.
 */
export function QuantityInput({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (text: string) => void;
  showError: boolean;
}) {
  const t = useTranslations('Product');
  const id = useId();
  const reading = readQuantity(value);
  const current = reading.ok ? reading.value : MIN_QTY;
  const error = !reading.ok && showError ? t(PROBLEM_KEYS[reading.problem], { min: MIN_QTY, max: MAX_QTY }) : null;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {t('quantity')}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(String(stepQuantity(current, -1)))}
          disabled={reading.ok && current <= MIN_QTY}
          aria-label={t('qtyDecrease')}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(String(stepQuantity(current, 1)))}
          disabled={reading.ok && current >= MAX_QTY}
          aria-label={t('qtyIncrease')}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
