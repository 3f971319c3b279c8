'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CheckoutInput } from '@/lib/checkout/schema';
import { TextField } from '@/components/ui/field';
import styles from './checkout.module.css';

/**
 * Invoice request (docs/decisions.md "invoice (Italy)"): a private person gives the codice fiscale; a
 * company gives its name, VAT number and recipient code or PEC.
 */
export function InvoiceFields({
  customerType,
  register,
  errors,
  message,
}: {
  customerType: 'Individual' | 'Company';
  register: UseFormRegister<CheckoutInput>;
  errors: FieldErrors<CheckoutInput>;
  message: (error: { message?: string } | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  return (
    <div className={styles.stack}>
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>{t('invoice.for')}</legend>
        <label className={styles.choiceOption}>
          <input type="radio" value="Individual" {...register('customer_type')} />
          {t('invoice.individual')}
        </label>
        <label className={styles.choiceOption}>
          <input type="radio" value="Company" {...register('customer_type')} />
          {t('invoice.company')}
        </label>
      </fieldset>
      {customerType === 'Individual' ? (
        <TextField
          id="tax_code"
          label={t('invoice.tax_code')}
          hint={t('invoice.taxCodeHint')}
          required
          error={message(errors.tax_code)}
          {...register('tax_code')}
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
            {...register('company_name')}
            autoComplete="organization"
            className={styles.full}
          />
          <TextField
            id="vat_number"
            label={t('invoice.vat_number')}
            hint={t('invoice.vatHint')}
            required
            error={message(errors.vat_number)}
            {...register('vat_number')}
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
            {...register('recipient_code')}
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
            {...register('pec')}
            autoComplete="off"
          />
        </div>
      )}
    </div>
  );
}
