'use client';
import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';

/**
 * An order's number, as order tracking and the online withdrawal ask for it: typed as printed on
 * the confirmation, in capitals, never corrected or completed by the browser. Reads
 * `Account.orderNumber` and `Account.orderNumberHint` only.
 */
export function OrderNumberField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const t = useTranslations('Account');
  return (
    <TextField
      label={t('orderNumber')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      required
      hint={t('orderNumberHint')}
      {...props}
    />
  );
}
