'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Link, useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { signInAction, type SignInResult } from './auth-actions';
import { FormAlert, TextField } from '@/components/ui/field';
import { PasswordField } from './password-field';
import { signInSchema, type SignInInput } from './schemas';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './forms.module.css';

type Failure = Exclude<SignInResult, { ok: true } | { reason: 'invalid' }>;

/**
 * Sign-in (the login page, also in the header's modal). The server action sets the httpOnly
 * session cookie; this island only receives display fields for the `auth` store. One message for
 * any wrong credentials; a clear one for the rate limit.
 */
export function SignInForm({ next, onDone, idPrefix = 'login' }: { next?: string; onDone?: () => void; idPrefix?: string }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const router = useRouter();
  const setUser = useAuth((s) => s.setUser);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema, undefined, { raw: true }),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: SignInResult;
      try {
        result = await signInAction(values, next);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        setUser(result.user);
        useWishlist.getState().reset();
        toast.success(t('welcomeBack', { name: result.user.first_name || result.user.email }), { toastId: 'signed-in' });
        if (onDone) {
          onDone();
          router.refresh();
        } else {
          router.replace(result.next);
          router.refresh();
        }
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof SignInInput, { message: key });
        return;
      }
      setFailure(result);
    });
  });

  const alertId = `${idPrefix}-alert`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? alertId : undefined}>
      {failure && (
        <FormAlert id={alertId}>
          {failure.reason === 'credentials' && <p>{t('signInFailed')}</p>}
          {failure.reason === 'rate-limited' && <p>{t('signInRateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField label={t('password')} autoComplete="current-password" required error={errorText(errors.password?.message)} {...register('password')} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('signingIn') : t('signInSubmit')}
        </button>
      </div>
      <p className={styles.small}>
        <Link href="/pages/forgot-password" onClick={onDone}>
          {t('forgotLink')}
        </Link>
      </p>
    </form>
  );
}
