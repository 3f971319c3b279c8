'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { resetPasswordAction } from './auth-actions';
import { FormAlert } from '@/components/ui/field';
import { FormShell } from '@/components/ui/form-shell';
import { PasswordField } from './password-field';
import { accountNativeKey, PASSWORD_MIN } from './error-keys';
import { TryLater } from './try-later';
import { useErrorText } from './use-form-text';
import styles from '@/components/ui/forms.module.css';

/**
 * Step two of the reset, opened from the e-mail's /pages/update-password?key=… link: the key and a
 * new password (`update_user_password_with_key`). A used or expired link offers to ask again.
 */
export function ResetForm({ resetKey }: { resetKey: string }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { key: resetKey, password: '', confirm: '' },
    schema: () => import('./schemas').then((m) => m.resetSchema),
    nativeKey: accountNativeKey,
    action: resetPasswordAction,
    onSuccess: () => {
      // The server ended this browser's session; the header forgets the name too.
      useAuth.getState().clear();
      useWishlist.getState().reset();
      setDone(true);
    },
    // A refused key is the link's fault, not a field the shopper can fix.
    onRefusal: (result, tools) => {
      if (result.reason !== 'invalid' || !result.fieldErrors.key) return false;
      if (result.fieldErrors.password) tools.setError('password', result.fieldErrors.password);
      if (result.fieldErrors.confirm) tools.setError('confirm', result.fieldErrors.confirm);
      tools.fail({ ok: false, reason: 'expired' });
      return true;
    },
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
    <FormShell
      form={form}
      alert={
        failure && (
          <>
            {failure.reason === 'expired' && (
              <p>
                {t('resetExpired')} <Link href="/pages/forgot-password">{t('resetAgain')}</Link>
              </p>
            )}
            {failure.reason === 'weak' && <p>{t('resetWeak')}</p>}
            <TryLater failure={failure} />
          </>
        )
      }
      submit={pending ? t('saving') : t('resetSave')}
      pending={pending}
      block
    >
      <input type="hidden" {...field('key')} />
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        required
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={errorText(errors.password)}
        {...field('password')}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        error={errorText(errors.confirm)}
        {...field('confirm')}
      />
    </FormShell>
  );
}
