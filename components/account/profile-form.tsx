'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { useActionForm } from '@/components/ui/use-action-form';
import { FormShell } from '@/components/ui/form-shell';
import { useAuth } from '@/stores/auth';
import { FormAlert, TextField } from '@/components/ui/field';
import { PasswordField } from './password-field';
import { updateProfileAction } from './profile-actions';
import { accountNativeKey, PASSWORD_MIN } from './error-keys';
import type { Shopper } from '@/lib/domain/shopper';
import { NameFields } from './name-fields';
import { TryLater } from './try-later';
import { useErrorText } from './use-form-text';
import styles from '@/components/ui/forms.module.css';

/**
 * Account details: display name, current / new / confirm password. The display name is
 * the first and last name as the shop shows them (header, reviews); the e-mail is the login and
 * cannot change here. The password section is optional: blank leaves the password as it is.
 */
export function ProfileForm({ user }: { user: Shopper }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const router = useRouter();
  const setUser = useAuth((s) => s.setUser);
  const [saved, setSaved] = useState<'names' | 'password' | null>(null);
  const { form, field, errors, failure, pending, values } = useActionForm({
    defaults: {
      first_name: user.first_name,
      last_name: user.last_name,
      current_password: '',
      new_password: '',
      confirm_password: '',
    },
    schema: () => import('./schemas').then((m) => m.profileSchema),
    nativeKey: accountNativeKey,
    action: updateProfileAction,
    onSuccess: (result, _values, tools) => {
      setUser(result.user);
      tools.setValues({ current_password: '', new_password: '', confirm_password: '' });
      setSaved(result.passwordChanged ? 'password' : 'names');
      toast.success(result.passwordChanged ? t('passwordChanged') : t('detailsSaved'), { toastId: 'profile-saved' });
      router.refresh();
    },
    onRefusal: (result) => {
      setSaved(null);
      if (result.reason !== 'signed-out') return false;
      router.replace(`/pages/login?next=${encodeURIComponent('/pages/profile')}&expired=1`);
      return true;
    },
  });

  // The name as the shop will show it, following what is typed.
  const displayName = `${values.first_name} ${values.last_name}`.trim() || user.email;
  const currentError =
    errors.current_password === 'currentWrong' ? t('currentWrong') : errorText(errors.current_password);
  return (
    <FormShell
      form={form}
      describedBy={saved && !failure ? 'profile-saved' : undefined}
      alert={
        failure && (
          <>
            <TryLater failure={failure} />
            {failure.reason === 'rejected' && <p>{failure.message || t('detailsRejected')}</p>}
            {'passwordChanged' in failure && failure.passwordChanged && <p>{t('passwordChangedNamesFailed')}</p>}
          </>
        )
      }
      submit={pending ? t('saving') : t('saveChanges')}
      pending={pending}
    >
      {saved && (
        <FormAlert id="profile-saved" tone="success">
          <p>{saved === 'password' ? t('passwordChanged') : t('detailsSaved')}</p>
        </FormAlert>
      )}
      <NameFields
        first={{ error: errorText(errors.first_name), ...field('first_name') }}
        last={{ error: errorText(errors.last_name), ...field('last_name') }}
      />
      <TextField label={t('displayName')} value={displayName} readOnly hint={t('displayNameHint')} />
      <TextField label={t('email')} type="email" value={user.email} readOnly hint={t('emailHint')} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('passwordChange')}</legend>
        <p className={styles.small}>{t('passwordChangeHint')}</p>
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          optionalLabel={t('optional')}
          error={currentError}
          {...field('current_password')}
        />
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          optionalLabel={t('optional')}
          hint={t('passwordHint', { min: PASSWORD_MIN })}
          error={errorText(errors.new_password)}
          {...field('new_password')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          optionalLabel={t('optional')}
          error={errorText(errors.confirm_password)}
          {...field('confirm_password')}
        />
      </fieldset>
    </FormShell>
  );
}
