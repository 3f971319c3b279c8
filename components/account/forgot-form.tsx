'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import { requestResetAction } from './auth-actions';
import { FormAlert } from '@/components/ui/field';
import { EmailField } from '@/components/ui/email-field';
import { FormShell } from '@/components/ui/form-shell';
import { accountNativeKey } from './error-keys';
import { TryLater } from './try-later';
import { useErrorText } from './use-form-text';
import styles from '@/components/ui/forms.module.css';

/**
 * Step one of the reset (`reset_password`): the same confirmation whether or not the address
 * has an account, so the form cannot be used to find out who shops here. The back-end allows a
 * few requests an hour per shopper; past that the shopper is asked to come back later.
 */
export function ForgotForm() {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { email: '' },
    schema: () => import('./schemas').then((m) => m.forgotSchema),
    nativeKey: accountNativeKey,
    action: requestResetAction,
    onSuccess: (_result, values) => setSentTo(values.email.trim()),
  });

  if (sentTo) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">
          <p>{t('resetSent', { email: sentTo })}</p>
        </FormAlert>
        <p className={styles.small}>{t('resetSentHint')}</p>
        <Link href="/pages/login" className={buttonClass('secondary', { block: true })}>
          {t('backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <FormShell
      form={form}
      alert={
        failure && (
          <>
            {failure.reason === 'try-later' && <p>{t('resetTryLater')}</p>}
            <TryLater failure={failure} />
          </>
        )
      }
      submit={pending ? t('sending') : t('resetSubmit')}
      pending={pending}
      block
      after={<Link href="/pages/login">{t('backToSignIn')}</Link>}
    >
      <EmailField label={t('email')} error={errorText(errors.email)} {...field('email')} />
    </FormShell>
  );
}
