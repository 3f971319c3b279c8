'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_QTY, MIN_QTY } from '@/lib/domain/cart';
import { Icon } from '@/components/ui/icon';
import { readQuantity, stepQuantity } from '@/lib/domain/quantity-input';
import styles from './quantity-stepper.module.css';

/**
 * − [qty] + for a cart line, 1..99 (docs/decisions.md "quantity"). Typing is committed on blur or
 * Enter; a value outside 1..99 is refused with a message next to the box and stays as typed.
 */
export function QuantityStepper({
  qty,
  name,
  onChange,
}: {
  qty: number;
  name: string;
  onChange: (qty: number) => void;
}) {
  const t = useTranslations('Cart');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = draft ?? String(qty);

  const commit = () => {
    if (draft === null) return;
    const parsed = readQuantity(draft);
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (parsed.value !== qty) onChange(parsed.value);
  };

  const step = (delta: -1 | 1) => {
    setDraft(null);
    setInvalid(false);
    const next = stepQuantity(qty, delta);
    if (next !== qty) onChange(next);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.stepper} data-invalid={invalid || undefined}>
        <button
          type="button"
          className={styles.button}
          onClick={() => step(-1)}
          disabled={qty <= MIN_QTY}
          aria-label={t('decrease', { name })}
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
          value={shown}
          aria-label={t('quantityLabel', { name })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (invalid) setInvalid(!readQuantity(event.target.value).ok);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              step(1);
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              step(-1);
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => step(1)}
          disabled={qty >= MAX_QTY}
          aria-label={t('increase', { name })}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {t('quantityInvalid')}
        </p>
      )}
    </div>
  );
}
