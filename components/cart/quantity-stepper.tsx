'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { QuantityField } from '@/components/ui/quantity-field';
import { readQuantity } from '@/lib/domain/quantity-input';

/**
 * A cart line's quantity: a step takes effect at once; typing is committed on blur or Enter. A
 * value outside 1..99 is refused with a message next to the box and stays as typed.
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
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const settle = (next: number) => {
    setDraft(null);
    setInvalid(false);
    if (next !== qty) onChange(next);
  };

  return (
    <QuantityField
      value={draft ?? String(qty)}
      onType={(text) => {
        setDraft(text);
        if (invalid) setInvalid(!readQuantity(text).ok);
      }}
      onStep={settle}
      onCommit={() => {
        if (draft === null) return;
        const parsed = readQuantity(draft);
        if (parsed.ok) settle(parsed.value);
        else setInvalid(true);
      }}
      labels={{
        quantity: t('quantityLabel', { name }),
        decrease: t('decrease', { name }),
        increase: t('increase', { name }),
      }}
      error={invalid ? t('quantityInvalid') : null}
    />
  );
}
