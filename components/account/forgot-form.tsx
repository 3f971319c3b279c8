'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { requestResetAction, type ForgotResult } from './auth-actions';
import { FormAlert, TextField } from '@/components/ui/field';
import { forgotSchema, type ForgotInput } from './schemas';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './forms.module.css';

type Failure = Exclude<ForgotResult, { ok: true } | { reason: 'invalid' }>;

/**
 * Step one of the reset (`reset_password`): the same confirmation whether or not the address
 * has an account, so the form cannot be used to find out who shops here. The back-end allows a
 * few requests an hour per shopper; past that the shopper is asked to come back later.
 */
export function ForgotForm() {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput>({ resolver: zodResolver(forgotSchema, undefined, { raw: true }), defaultValues: { email: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: ForgotResult;
      try {
        result = await requestResetAction(values);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        setSentTo(values.email.trim());
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof ForgotInput, { message: key });
        return;
      }
      setFailure(result);
    });
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? 'forgot-alert' : undefined}>
      {failure && (
        <FormAlert id="forgot-alert">
          {failure.reason === 'try-later' && <p>{t('resetTryLater')}</p>}
          {failure.reason === 'rate-limited' && <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" required error={errorText(errors.email?.message)} {...register('email')} />
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('sending') : t('resetSubmit')}
      </button>
      <p className={styles.small}>
        <Link href="/pages/login">{t('backToSignIn')}</Link>
      </p>
    </form>
  );
}
