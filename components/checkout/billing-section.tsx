'use client';
import { useTranslations } from 'next-intl';
import { AddressFields, type CountryOption } from './address-fields';
import type { CheckoutForm } from './checkout-fields';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { InvoiceFields } from './invoice-fields';
import styles from './checkout.module.css';

/** Billing: another name and address when asked, and the invoice request with its tax details. */
export function BillingSection({
  form,
  countries,
  message,
}: {
  form: CheckoutForm;
  countries: CountryOption[];
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  const { field, tick, values, errors } = form;
  return (
    <section className={styles.section} aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className={styles.sectionTitle}>
        {t('sections.billing')}
      </h2>
      <CheckboxField id="billing_different" label={t('billingDifferent')} {...tick('billing_different')} />
      {values.billing_different && (
        <div className={styles.stack}>
          <div className={styles.grid}>
            <TextField
              id="billing-first_name"
              label={t('fields.first_name')}
              required
              error={message(errors['billing.first_name'])}
              {...field('billing.first_name')}
              autoComplete="section-billing billing given-name"
            />
            <TextField
              id="billing-last_name"
              label={t('fields.last_name')}
              required
              error={message(errors['billing.last_name'])}
              {...field('billing.last_name')}
              autoComplete="section-billing billing family-name"
            />
          </div>
          <AddressFields prefix="billing" form={form} countries={countries} message={message} />
        </div>
      )}
      <CheckboxField id="invoice" label={t('invoice.request')} hint={t('invoice.requestHint')} {...tick('invoice')} />
      {values.invoice && <InvoiceFields form={form} message={message} />}
    </section>
  );
}
