'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { CheckoutForm } from './checkout-fields';
import { TextField } from '@/components/ui/field';
import styles from './checkout.module.css';

/**
 * Who orders: e-mail, phone and name. The company name is asked here only when no company
 * invoice asks for it already.
 */
export function ContactSection({
  signedInEmail,
  companyAsked,
  form,
  message,
}: {
  signedInEmail: string | null;
  companyAsked: boolean;
  form: CheckoutForm;
  message: (key: string | undefined) => string | undefined;
}) {
  const t = useTranslations('Checkout');
  const { field, errors } = form;
  return (
    <section className={styles.section} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.sectionTitle}>
        {t('sections.contact')}
      </h2>
      {signedInEmail ? (
        <p className={styles.muted}>{t('signedInAs', { email: signedInEmail })}</p>
      ) : (
        <p className={styles.muted}>
          {t('returning')} <Link href={{ pathname: '/pages/login', query: { next: '/pages/pay' } }}>{t('signIn')}</Link>
        </p>
      )}
      <div className={styles.grid}>
        <TextField
          id="email"
          type="email"
          label={t('fields.email')}
          required
          error={message(errors.email)}
          {...field('email')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
        <TextField
          id="phone"
          type="tel"
          label={t('fields.phone')}
          required
          error={message(errors.phone)}
          {...field('phone')}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          id="first_name"
          label={t('fields.first_name')}
          required
          error={message(errors.first_name)}
          {...field('first_name')}
          autoComplete="given-name"
        />
        <TextField
          id="last_name"
          label={t('fields.last_name')}
          required
          error={message(errors.last_name)}
          {...field('last_name')}
          autoComplete="family-name"
        />
        {!companyAsked && (
          <TextField
            id="company_name"
            label={t('fields.company_name')}
            error={message(errors.company_name)}
            {...field('company_name')}
            autoComplete="organization"
            className={styles.full}
          />
        )}
      </div>
    </section>
  );
}
