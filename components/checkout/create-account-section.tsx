'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import type { CheckoutForm } from './checkout-fields';
import styles from './checkout.module.css';

/**
 * A guest may open an account with the order: the password is asked only once they tick the box.
 * On a back-end that takes no orders without an account (`required`), the box starts ticked and
 * says so, with sign-in beside it.
 */
export function CreateAccountSection({
  required = false,
  form,
  passwordError,
}: {
  required?: boolean;
  form: CheckoutForm;
  passwordError?: string;
}) {
  const t = useTranslations('Checkout');
  return (
    <section className={styles.section} aria-labelledby="checkout-account">
      <h2 id="checkout-account" className={styles.sectionTitle}>
        {t('sections.account')}
      </h2>
      {required && (
        <p className={styles.accountRequired}>
          {t.rich('accountRequired', {
            signIn: (chunks) => <Link href="/pages/login?next=/pages/checkout">{chunks}</Link>,
          })}
        </p>
      )}
      <CheckboxField
        id="create_account"
        label={t('createAccount')}
        hint={t('createAccountHint')}
        {...form.tick('create_account')}
      />
      {form.values.create_account && (
        <TextField
          id="password"
          type="password"
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          required
          error={passwordError}
          {...form.field('password')}
          autoComplete="new-password"
          className={styles.narrow}
        />
      )}
    </section>
  );
}
