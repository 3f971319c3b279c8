'use client';
import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/stores/auth';
import { FormAlert, TextField } from '@/components/ui/field';
import { PasswordField } from './password-field';
import { updateProfileAction, type ProfileResult } from './profile-actions';
import { PASSWORD_MIN, profileSchema, type ProfileInput } from './schemas';
import type { DisplayUser } from './session';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './forms.module.css';

type Failure = Exclude<ProfileResult, { ok: true } | { reason: 'invalid' }>;

/**
 * Account details: display name, current / new / confirm password. The display name is
 * the first and last name as the shop shows them (header, reviews); the e-mail is the login and
 * cannot change here. The password section is optional: blank leaves the password as it is.
 */
export function ProfileForm({ user }: { user: DisplayUser }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const router = useRouter();
  const setUser = useAuth((s) => s.setUser);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<'names' | 'password' | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema, undefined, { raw: true }),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, current_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const [first, last] = useWatch({ control, name: ['first_name', 'last_name'] });
  const displayName = `${first ?? ''} ${last ?? ''}`.trim() || user.email;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setSaved(null);
    startTransition(async () => {
      let result: ProfileResult;
      try {
        result = await updateProfileAction(values);
      } catch {
        result = { ok: false, reason: 'unavailable', passwordChanged: false };
      }
      if (result.ok) {
        setUser(result.user);
        for (const f of ['current_password', 'new_password', 'confirm_password'] as const) resetField(f, { defaultValue: '' });
        setSaved(result.passwordChanged ? 'password' : 'names');
        toast.success(result.passwordChanged ? t('passwordChanged') : t('detailsSaved'), { toastId: 'profile-saved' });
        router.refresh();
        return;
      }
      if (result.reason === 'invalid') {
        let first = true;
        for (const [field, key] of Object.entries(result.fieldErrors)) {
          setError(field as keyof ProfileInput, { message: key }, { shouldFocus: first });
          first = false;
        }
        return;
      }
      if (result.reason === 'signed-out') {
        router.replace(`/pages/login?next=${encodeURIComponent('/pages/profile')}&expired=1`);
        return;
      }
      setFailure(result);
    });
  });

  const currentError = errors.current_password?.message === 'currentWrong' ? t('currentWrong') : errorText(errors.current_password?.message);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? 'profile-alert' : saved ? 'profile-saved' : undefined}>
      {failure && (
        <FormAlert id="profile-alert">
          {failure.reason === 'rate-limited' && <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
          {failure.reason === 'rejected' && <p>{failure.message || t('detailsRejected')}</p>}
          {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
          {'passwordChanged' in failure && failure.passwordChanged && <p>{t('passwordChangedNamesFailed')}</p>}
        </FormAlert>
      )}
      {saved && (
        <FormAlert id="profile-saved" tone="success">
          <p>{saved === 'password' ? t('passwordChanged') : t('detailsSaved')}</p>
        </FormAlert>
      )}
      <div className={styles.row}>
        <TextField label={t('firstName')} autoComplete="given-name" required error={errorText(errors.first_name?.message)} {...register('first_name')} />
        <TextField label={t('lastName')} autoComplete="family-name" required error={errorText(errors.last_name?.message)} {...register('last_name')} />
      </div>
      <TextField label={t('displayName')} value={displayName} readOnly hint={t('displayNameHint')} />
      <TextField label={t('email')} type="email" value={user.email} readOnly hint={t('emailHint')} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('passwordChange')}</legend>
        <p className={styles.small}>{t('passwordChangeHint')}</p>
        <PasswordField label={t('currentPassword')} autoComplete="current-password" optionalLabel={t('optional')} error={currentError} {...register('current_password')} />
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          optionalLabel={t('optional')}
          hint={t('passwordHint', { min: PASSWORD_MIN })}
          error={errorText(errors.new_password?.message)}
          {...register('new_password')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          optionalLabel={t('optional')}
          error={errorText(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('saving') : t('saveChanges')}
        </button>
      </div>
    </form>
  );
}
