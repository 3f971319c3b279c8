'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutInput } from '@/lib/checkout/schema';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/field';
import styles from './checkout.module.css';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Street, town, postcode, province and country of the shipping or the billing address. The
 * `autoComplete` sections let the browser fill each address from the shopper's own records.
 */
export function AddressFields({
  prefix,
  register,
  errors,
  countries,
  message,
}: {
  prefix: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutInput>;
  errors: FieldErrors<CheckoutInput>;
  countries: CountryOption[];
  message: (error: { message?: string } | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  const e = errors[prefix] as FieldErrors<CheckoutInput['shipping']> | undefined;
  return (
    <div className={styles.grid}>
      <SelectField
        id={`${prefix}-country`}
        label={t('fields.country')}
        required
        error={message(e?.country)}
        {...register(`${prefix}.country`)}
        autoComplete={`section-${section} ${section} country`}
        className={styles.full}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${prefix}-address_line1`}
        label={t('fields.address_line1')}
        placeholder={t('fields.address_line1Placeholder')}
        required
        error={message(e?.address_line1)}
        {...register(`${prefix}.address_line1`)}
        autoComplete={`section-${section} ${section} address-line1`}
        className={styles.full}
      />
      <TextField
        id={`${prefix}-address_line2`}
        label={t('fields.address_line2')}
        error={message(e?.address_line2)}
        {...register(`${prefix}.address_line2`)}
        autoComplete={`section-${section} ${section} address-line2`}
        className={styles.full}
      />
      <TextField
        id={`${prefix}-pincode`}
        label={t('fields.pincode')}
        required
        error={message(e?.pincode)}
        {...register(`${prefix}.pincode`)}
        autoComplete={`section-${section} ${section} postal-code`}
        inputMode="text"
      />
      <TextField
        id={`${prefix}-city`}
        label={t('fields.city')}
        required
        error={message(e?.city)}
        {...register(`${prefix}.city`)}
        autoComplete={`section-${section} ${section} address-level2`}
      />
      <TextField
        id={`${prefix}-state`}
        label={t('fields.state')}
        hint={t('fields.stateHint')}
        error={message(e?.state)}
        {...register(`${prefix}.state`)}
        autoComplete={`section-${section} ${section} address-level1`}
        className={styles.full}
      />
    </div>
  );
}
