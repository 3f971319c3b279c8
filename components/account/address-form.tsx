'use client';
import { useEffect, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { Address } from '@/lib/backend/schemas/orders';
import { saveAddressAction, type AddressActionResult } from './address-actions';
import { CheckboxField, FormAlert, SelectField, TextField } from '@/components/ui/field';
import { addressFormSchema, type AddressFormInput } from './address-schema';
import { useErrorText } from './use-form-text';
import styles from './forms.module.css';

export interface Country {
  name: string;
  code: string;
}

type Failure = Exclude<AddressActionResult, { ok: true } | { reason: 'invalid' }>;

function initialValues(address: Address | null, countries: Country[], fallback: { first_name: string; last_name: string }): AddressFormInput {
  // The back-end spells countries by name ("Italy"); the form's choice is the country's code.
  const byName = countries.find((c) => c.name.toLowerCase() === (address?.country ?? '').toLowerCase());
  return {
    full_name: address?.title || `${fallback.first_name} ${fallback.last_name}`.trim(),
    address_line1: address?.address_line1 ?? '',
    address_line2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
    // Decisions.md: delivery country defaults to Italy.
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
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AddressFormInput>({
    resolver: zodResolver(addressFormSchema, undefined, { raw: true }),
    defaultValues: initialValues(address, countries, names),
    mode: 'onTouched',
  });

  useEffect(() => setFocus('full_name'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: AddressActionResult;
      try {
        result = await saveAddressAction(address?.name ?? null, values);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        onSaved();
        return;
      }
      if (result.reason === 'invalid') {
        let first = true;
        for (const [field, key] of Object.entries(result.fieldErrors)) {
          setError(field as keyof AddressFormInput, { message: key }, { shouldFocus: first });
          first = false;
        }
        return;
      }
      setFailure(result);
    });
  });

  const countryError = errorText(errors.country?.message);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? 'address-alert' : undefined}>
      {failure && (
        <FormAlert id="address-alert">
          {failure.reason === 'rejected' && <p>{failure.message || t('addressRejected')}</p>}
          {failure.reason === 'not-found' && <p>{t('addressGone')}</p>}
          {failure.reason === 'signed-out' && <p>{t('sessionExpired')}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <TextField label={t('addressFullName')} autoComplete="name" required error={errorText(errors.full_name?.message)} {...register('full_name')} />
      <TextField label={t('addressLine1')} autoComplete="address-line1" required error={errorText(errors.address_line1?.message)} {...register('address_line1')} />
      <TextField
        label={t('addressLine2')}
        autoComplete="address-line2"
        optionalLabel={t('optional')}
        error={errorText(errors.address_line2?.message)}
        {...register('address_line2')}
      />
      <div className={styles.row}>
        <TextField label={t('city')} autoComplete="address-level2" required error={errorText(errors.city?.message)} {...register('city')} />
        <TextField label={t('postcode')} autoComplete="postal-code" required error={errorText(errors.pincode?.message)} {...register('pincode')} />
      </div>
      <div className={styles.row}>
        <TextField label={t('province')} autoComplete="address-level1" optionalLabel={t('optional')} error={errorText(errors.state?.message)} {...register('state')} />
        <SelectField label={t('country')} autoComplete="country" required error={countryError} {...register('country')}>
          {countries.map((c) => (
            <option key={c.code} value={c.code.toUpperCase()}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t('phone')} type="tel" autoComplete="tel" inputMode="tel" optionalLabel={t('optional')} error={errorText(errors.phone?.message)} {...register('phone')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('addressType')}</legend>
        <label className={styles.check}>
          <input type="radio" value="Shipping" {...register('address_type')} />
          {t('typeShipping')}
        </label>
        <label className={styles.check}>
          <input type="radio" value="Billing" {...register('address_type')} />
          {t('typeBilling')}
        </label>
      </fieldset>
      <CheckboxField label={t('makeDefault')} {...register('is_primary_address')} />
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
