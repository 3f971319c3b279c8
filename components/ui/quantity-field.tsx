'use client';
import { useId } from 'react';
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';
import { readQuantity, stepQuantity } from '@/lib/domain/quantity-input';
import { Icon } from '@/components/ui/icon';
import styles from './quantity-field.module.css';

export interface QuantityLabels {
  /** The field's name, e.g. "Quantity" or "Quantity of Cordless drill". */
  quantity: string;
  decrease: string;
  increase: string;
}

/**
 * The shop's one quantity control, 1..99 (docs/decisions.md "quantity"): − and + buttons (and the
 * arrow keys) step, and the field accepts typing, kept as typed. A value outside the rule is
 * explained next to the field by the caller's `error`, never silently changed. Where a quantity
 * takes effect at once (a cart line), `onCommit` runs on blur and Enter.
 */
export function QuantityField({
  value,
  onType,
  onStep,
  onCommit,
  labels,
  error,
}: {
  value: string;
  onType: (text: string) => void;
  onStep: (next: number) => void;
  onCommit?: () => void;
  labels: QuantityLabels;
  error: string | null;
}) {
  const id = useId();
  const reading = readQuantity(value);
  const current = reading.ok ? reading.value : MIN_QTY;
  const step = (delta: -1 | 1) => onStep(stepQuantity(current, delta));

  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {labels.quantity}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => step(-1)}
          disabled={reading.ok && current <= MIN_QTY}
          aria-label={labels.decrease}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(event.key === 'ArrowUp' ? 1 : -1);
            } else if (event.key === 'Enter' && onCommit) {
              event.preventDefault();
              onCommit();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => step(1)}
          disabled={reading.ok && current >= MAX_QTY}
          aria-label={labels.increase}
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
