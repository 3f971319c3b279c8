'use client';
import { useTranslations } from 'next-intl';
import type { CheckoutForm } from './checkout-fields';
import { TextField } from '@/components/ui/field';
import styles from './checkout.module.css';

/**
 * Invoice request (docs/decisions.md "invoice (Italy)"): a private person gives the codice fiscale; a
 * company gives its name, VAT number and recipient code or PEC.
 */
export function InvoiceFields({
  form,
  message,
}: {
  form: CheckoutForm;
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  const { field, choice, values, errors } = form;
  return (
    <div className={styles.stack}>
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>{t('invoice.for')}</legend>
        <label className={styles.choiceOption}>
          <input type="radio" {...choice('customer_type', 'Individual')} />
          {t('invoice.individual')}
        </label>
        <label className={styles.choiceOption}>
          <input type="radio" {...choice('customer_type', 'Company')} />
          {t('invoice.company')}
        </label>
      </fieldset>
      {values.customer_type === 'Individual' ? (
        <TextField
          id="tax_code"
          label={t('invoice.tax_code')}
          hint={t('invoice.taxCodeHint')}
          required
          error={message(errors.tax_code)}
          {...field('tax_code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : (
        <div className={styles.grid}>
          <TextField
            id="invoice-company_name"
            label={t('invoice.company_name')}
            required
            error={message(errors.company_name)}
            {...field('company_name')}
            autoComplete="organization"
            className={styles.full}
          />
          <TextField
            id="vat_number"
            label={t('invoice.vat_number')}
            hint={t('invoice.vatHint')}
            required
            error={message(errors.vat_number)}
            {...field('vat_number')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={styles.full}
          />
          <TextField
            id="recipient_code"
            label={t('invoice.recipient_code')}
            hint={t('invoice.recipientHint')}
            error={message(errors.recipient_code)}
            {...field('recipient_code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            id="pec"
            type="email"
            label={t('invoice.pec')}
            hint={t('invoice.pecHint')}
            error={message(errors.pec)}
            {...field('pec')}
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
