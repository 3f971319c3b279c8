'use client';
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { countryNameIn } from '@/lib/domain/country-names';
import { buttonClass } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import type { Address } from '@/lib/backend/schemas/addresses';
import { saveAddressAction } from './address-actions';
import { CheckboxField, FormAlert, SelectField, TextField } from '@/components/ui/field';
import type { AddressFormInput } from './address-schema';
import { accountNativeKey } from './error-keys';
import { useErrorText } from './use-form-text';
import styles from './forms.module.css';

export interface Country {
  name: string;
  code: string;
}

function initialValues(
  address: Address | null,
  countries: Country[],
  fallback: { first_name: string; last_name: string },
): AddressFormInput {
  // The back-end spells countries by name ("Italy"); the form's choice is the country's code.
  const byName = countries.find((c) => c.name.toLowerCase() === (address?.country ?? '').toLowerCase());
  return {
    full_name: address?.title || `${fallback.first_name} ${fallback.last_name}`.trim(),
    address_line1: address?.address_line1 ?? '',
    address_line2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
    // Delivery country defaults to Italy, the shop's home market.
    country: (byName?.code ?? 'IT').toUpperCase(),
    phone: address?.phone ?? '',
    address_type: address?.address_type === 'Billing' ? 'Billing' : 'Shipping',
    is_primary_address: address?.is_primary_address ?? false,
  };
}

/** Add or edit one address; the same schema runs again in the server action. */
export function AddressForm({
  address,
  countries,
  names,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  countries: Country[];
  names: { first_name: string; last_name: string };
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const errorText = useErrorText();
  const defaults = initialValues(address, countries, names);
  const { form, field, tick, errors, failure, pending } = useActionForm({
    defaults,
    schema: () => import('./address-schema').then((m) => m.addressFormSchema),
    nativeKey: accountNativeKey,
    action: (values) => saveAddressAction(address?.name ?? null, values),
    onSuccess: () => onSaved(),
  });

  const formElement = form.ref;
  useEffect(() => {
    const first = formElement.current?.elements.namedItem('full_name');
    if (first instanceof HTMLInputElement) first.focus();
  }, [formElement]);

  const countryError = errorText(errors.country);
  return (
    <form className={styles.form} {...form} aria-describedby={failure ? 'address-alert' : undefined}>
      {failure && (
        <FormAlert id="address-alert">
          {failure.reason === 'rejected' && <p>{failure.message || t('addressRejected')}</p>}
          {failure.reason === 'not-found' && <p>{t('addressGone')}</p>}
          {failure.reason === 'signed-out' && <p>{t('sessionExpired')}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <TextField
        label={t('addressFullName')}
        autoComplete="name"
        required
        error={errorText(errors.full_name)}
        {...field('full_name')}
      />
      <TextField
        label={t('addressLine1')}
        autoComplete="address-line1"
        required
        error={errorText(errors.address_line1)}
        {...field('address_line1')}
      />
      <TextField
        label={t('addressLine2')}
        autoComplete="address-line2"
        optionalLabel={t('optional')}
        error={errorText(errors.address_line2)}
        {...field('address_line2')}
      />
      <div className={styles.row}>
        <TextField
          label={t('city')}
          autoComplete="address-level2"
          required
          error={errorText(errors.city)}
          {...field('city')}
        />
        <TextField
          label={t('postcode')}
          autoComplete="postal-code"
          required
          error={errorText(errors.pincode)}
          {...field('pincode')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('province')}
          autoComplete="address-level1"
          optionalLabel={t('optional')}
          error={errorText(errors.state)}
          {...field('state')}
        />
        <SelectField label={t('country')} autoComplete="country" required error={countryError} {...field('country')}>
          {countries.map((c) => (
            <option key={c.code} value={c.code.toUpperCase()}>
              {countryNameIn(locale, c)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optionalLabel={t('optional')}
        error={errorText(errors.phone)}
        {...field('phone')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('addressType')}</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name="address_type"
            value="Shipping"
            defaultChecked={defaults.address_type === 'Shipping'}
          />
          {t('typeShipping')}
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name="address_type"
            value="Billing"
            defaultChecked={defaults.address_type === 'Billing'}
          />
          {t('typeBilling')}
        </label>
      </fieldset>
      <CheckboxField label={t('makeDefault')} {...tick('is_primary_address')} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('saving') : t('saveAddress')}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
