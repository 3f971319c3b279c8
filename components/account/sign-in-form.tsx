'use client';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Link, useRouter } from '@/i18n/navigation';
import { useActionForm } from '@/components/ui/use-action-form';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { signInAction } from './auth-actions';
import { TextField } from '@/components/ui/field';
import { FormShell } from '@/components/ui/form-shell';
import { PasswordField } from './password-field';
import { accountNativeKey } from './error-keys';
import { useErrorText, waitMinutes } from './use-form-text';

/**
 * Sign-in (the login page, also in the header's modal). The server action sets the httpOnly
 * session cookie; this island only receives display fields for the `auth` store. One message for
 * any wrong credentials; a clear one for the rate limit.
 */
export function SignInForm({ next, onDone }: { next?: string; onDone?: () => void }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const router = useRouter();
  const setUser = useAuth((s) => s.setUser);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { email: '', password: '' },
    schema: () => import('./schemas').then((m) => m.signInSchema),
    nativeKey: accountNativeKey,
    action: (values) => signInAction(values, next),
    onSuccess: (result) => {
      setUser(result.user);
      useWishlist.getState().reset();
      toast.success(t('welcomeBack', { name: result.user.first_name || result.user.email }), { toastId: 'signed-in' });
      if (onDone) onDone();
      else router.replace(result.next);
      router.refresh();
    },
  });

  return (
    <FormShell
      form={form}
      alert={
        failure && (
          <>
            {failure.reason === 'credentials' && <p>{t('signInFailed')}</p>}
            {failure.reason === 'rate-limited' && (
              <p>{t('signInRateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>
            )}
            {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
          </>
        )
      }
      submit={pending ? t('signingIn') : t('signInSubmit')}
      pending={pending}
      block
      after={
        <Link href="/pages/forgot-password" onClick={onDone}>
          {t('forgotLink')}
        </Link>
      }
    >
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errorText(errors.email)}
        {...field('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        required
        error={errorText(errors.password)}
        {...field('password')}
      />
    </FormShell>
  );
}
