'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { resetPasswordAction, type ResetResult } from './auth-actions';
import { FormAlert } from '@/components/ui/field';
import { PasswordField } from './password-field';
import { PASSWORD_MIN, resetSchema, type ResetInput } from './schemas';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './forms.module.css';

type Failure = Exclude<ResetResult, { ok: true } | { reason: 'invalid' }>;

/**
 * Step two of the reset, opened from the e-mail's /pages/update-password?key=… link: the key and a
 * new password (`update_user_password_with_key`). A used or expired link offers to ask again.
 */
export function ResetForm({ resetKey }: { resetKey: string }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput>({
    resolver: zodResolver(resetSchema, undefined, { raw: true }),
    defaultValues: { key: resetKey, password: '', confirm: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: ResetResult;
      try {
        result = await resetPasswordAction(values);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        // The server ended this browser's session; the header forgets the name too.
        useAuth.getState().clear();
        useWishlist.getState().reset();
        setDone(true);
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) {
          if (field !== 'key') setError(field as keyof ResetInput, { message: key });
        }
        if (result.fieldErrors.key) setFailure({ ok: false, reason: 'expired' });
        return;
      }
      setFailure(result);
    });
  });

  if (done) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">
          <p>{t('resetDone')}</p>
        </FormAlert>
        <Link href="/pages/login" className={buttonClass('primary', { block: true })}>
          {t('signInSubmit')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? 'reset-alert' : undefined}>
      {failure && (
        <FormAlert id="reset-alert">
          {failure.reason === 'expired' && (
            <p>
              {t('resetExpired')} <Link href="/pages/forgot-password">{t('resetAgain')}</Link>
            </p>
          )}
          {failure.reason === 'weak' && <p>{t('resetWeak')}</p>}
          {failure.reason === 'rate-limited' && <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <input type="hidden" {...register('key')} />
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        required
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" required error={errorText(errors.confirm?.message)} {...register('confirm')} />
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('saving') : t('resetSave')}
      </button>
    </form>
  );
}
