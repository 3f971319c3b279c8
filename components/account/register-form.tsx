'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { registerAction, type RegisterResult } from './auth-actions';
import { FormAlert, TextField } from '@/components/ui/field';
import { PasswordField } from './password-field';
import { PASSWORD_MIN, registerSchema, type RegisterInput } from './schemas';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './forms.module.css';

type Failure = Exclude<RegisterResult, { ok: true } | { reason: 'invalid' } | { reason: 'exists' }>;

/** Registration (`create_customer_and_user`, see docs/backend/account.md): the new shopper is signed in straight away. */
export function RegisterForm({ next, onDone, idPrefix = 'register' }: { next?: string; onDone?: () => void; idPrefix?: string }) {
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
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema, undefined, { raw: true }),
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: RegisterResult;
      try {
        result = await registerAction(values, next);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        setUser(result.user);
        useWishlist.getState().reset();
        toast.success(t('welcomeNew', { name: result.user.first_name || result.user.email }), { toastId: 'registered' });
        if (onDone) onDone();
        else router.replace(result.next);
        router.refresh();
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof RegisterInput, { message: key });
        return;
      }
      if (result.reason === 'exists') {
        setError('email', { message: 'emailTaken' }, { shouldFocus: true });
        return;
      }
      setFailure(result);
    });
  });

  const emailError = errors.email?.message === 'emailTaken' ? t('emailTaken') : errorText(errors.email?.message);
  const alertId = `${idPrefix}-alert`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? alertId : undefined}>
      {failure && (
        <FormAlert id={alertId}>
          {failure.reason === 'rejected' && <p>{t('registerRejected')}</p>}
          {failure.reason === 'rejected' && failure.message && <p>{failure.message}</p>}
          {failure.reason === 'rate-limited' && <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
        </FormAlert>
      )}
      <div className={styles.row}>
        <TextField label={t('firstName')} autoComplete="given-name" required error={errorText(errors.first_name?.message)} {...register('first_name')} />
        <TextField label={t('lastName')} autoComplete="family-name" required error={errorText(errors.last_name?.message)} {...register('last_name')} />
      </div>
      <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" required error={emailError} {...register('email')} />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        required
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('registering') : t('registerSubmit')}
      </button>
    </form>
  );
}
