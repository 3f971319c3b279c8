'use client';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { useActionForm } from '@/components/ui/use-action-form';
import { useAuth } from '@/stores/auth';
import { useWishlist } from '@/stores/wishlist';
import { registerAction } from './auth-actions';
import { EmailField } from '@/components/ui/email-field';
import { FormShell } from '@/components/ui/form-shell';
import { PasswordField } from './password-field';
import { accountNativeKey, PASSWORD_MIN } from './error-keys';
import { NameFields } from './name-fields';
import { TryLater } from './try-later';
import { useErrorText } from './use-form-text';

/** Registration (`create_customer_and_user`, see docs/backend/account.md): the new shopper is signed in straight away. */
export function RegisterForm({ next, onDone }: { next?: string; onDone?: () => void }) {
  const t = useTranslations('Account');
  const errorText = useErrorText();
  const router = useRouter();
  const setUser = useAuth((s) => s.setUser);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { first_name: '', last_name: '', email: '', password: '' },
    schema: () => import('./schemas').then((m) => m.registerSchema),
    nativeKey: accountNativeKey,
    action: (values) => registerAction(values, next),
    onSuccess: (result) => {
      setUser(result.user);
      useWishlist.getState().reset();
      toast.success(t('welcomeNew', { name: result.user.first_name || result.user.email }), { toastId: 'registered' });
      if (onDone) onDone();
      else router.replace(result.next);
      router.refresh();
    },
    onRefusal: (result, tools) => {
      if (result.reason !== 'exists') return false;
      tools.setError('email', 'emailTaken', true);
      return true;
    },
  });

  const emailError = errors.email === 'emailTaken' ? t('emailTaken') : errorText(errors.email);
  return (
    <FormShell
      form={form}
      alert={
        failure && (
          <>
            {failure.reason === 'rejected' && <p>{t('registerRejected')}</p>}
            {failure.reason === 'rejected' && failure.message && <p>{failure.message}</p>}
            <TryLater failure={failure} />
          </>
        )
      }
      submit={pending ? t('registering') : t('registerSubmit')}
      pending={pending}
      block
    >
      <NameFields
        first={{ error: errorText(errors.first_name), ...field('first_name') }}
        last={{ error: errorText(errors.last_name), ...field('last_name') }}
      />
      <EmailField label={t('email')} error={emailError} {...field('email')} />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        required
        hint={t('passwordHint', { min: PASSWORD_MIN })}
        error={errorText(errors.password)}
        {...field('password')}
      />
    </FormShell>
  );
}
