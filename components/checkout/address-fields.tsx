'use client';
import { useTranslations } from 'next-intl';
import type { CheckoutForm } from './checkout-fields';
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
  form,
  countries,
  message,
}: {
  prefix: 'shipping' | 'billing';
  form: CheckoutForm;
  countries: CountryOption[];
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  const section = prefix === 'shipping' ? 'shipping' : 'billing';
  const { field, errors } = form;
  return (
    <div className={styles.grid}>
      <SelectField
        id={`${prefix}-country`}
        label={t('fields.country')}
        required
        error={message(errors[`${prefix}.country`])}
        {...field(`${prefix}.country`)}
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
        error={message(errors[`${prefix}.address_line1`])}
        {...field(`${prefix}.address_line1`)}
        autoComplete={`section-${section} ${section} address-line1`}
        className={styles.full}
      />
      <TextField
        id={`${prefix}-address_line2`}
        label={t('fields.address_line2')}
        error={message(errors[`${prefix}.address_line2`])}
        {...field(`${prefix}.address_line2`)}
        autoComplete={`section-${section} ${section} address-line2`}
        className={styles.full}
      />
      <TextField
        id={`${prefix}-pincode`}
        label={t('fields.pincode')}
        required
        error={message(errors[`${prefix}.pincode`])}
        {...field(`${prefix}.pincode`)}
        autoComplete={`section-${section} ${section} postal-code`}
        inputMode="text"
      />
      <TextField
        id={`${prefix}-city`}
        label={t('fields.city')}
        required
        error={message(errors[`${prefix}.city`])}
        {...field(`${prefix}.city`)}
        autoComplete={`section-${section} ${section} address-level2`}
      />
      <TextField
        id={`${prefix}-state`}
        label={t('fields.state')}
        hint={t('fields.stateHint')}
        error={message(errors[`${prefix}.state`])}
        {...field(`${prefix}.state`)}
        autoComplete={`section-${section} ${section} address-level1`}
        className={styles.full}
      />
    </div>
  );
}
