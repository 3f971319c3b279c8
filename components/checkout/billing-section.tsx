'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AddressFields, type CountryOption } from './address-fields';
import type { CheckoutInput } from '@/lib/checkout/schema';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { InvoiceFields } from './invoice-fields';
import styles from './checkout.module.css';

/** Billing: another name and address when asked, and the invoice request with its tax details. */
export function BillingSection({
  billingDifferent,
  invoice,
  customerType,
  countries,
  register,
  errors,
  message,
}: {
  billingDifferent: boolean;
  invoice: boolean;
  customerType: 'Individual' | 'Company';
  countries: CountryOption[];
  register: UseFormRegister<CheckoutInput>;
  errors: FieldErrors<CheckoutInput>;
  message: (error: { message?: string } | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  return (
    <section className={styles.section} aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className={styles.sectionTitle}>
        {t('sections.billing')}
      </h2>
      <CheckboxField id="billing_different" label={t('billingDifferent')} {...register('billing_different')} />
      {billingDifferent && (
        <div className={styles.stack}>
          <div className={styles.grid}>
            <TextField
              id="billing-first_name"
              label={t('fields.first_name')}
              required
              error={message(errors.billing?.first_name)}
              {...register('billing.first_name')}
              autoComplete="section-billing billing given-name"
            />
            <TextField
              id="billing-last_name"
              label={t('fields.last_name')}
              required
              error={message(errors.billing?.last_name)}
              {...register('billing.last_name')}
              autoComplete="section-billing billing family-name"
            />
          </div>
          <AddressFields prefix="billing" register={register} errors={errors} countries={countries} message={message} />
        </div>
      )}
      <CheckboxField
        id="invoice"
        label={t('invoice.request')}
        hint={t('invoice.requestHint')}
        {...register('invoice')}
      />
      {invoice && <InvoiceFields customerType={customerType} register={register} errors={errors} message={message} />}
    </section>
  );
}
