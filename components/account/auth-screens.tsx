import { getTranslations } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AuthShell } from '@/components/account/auth-shell';
import { AuthSync } from '@/components/account/auth-sync';
import { RegisterForm } from '@/components/account/register-form';
import { SessionCheck } from '@/components/account/session-check';
import { SignInForm } from '@/components/account/sign-in-form';
import { FormAlert } from '@/components/ui/field';

/**
 * The sign-in and registration pages' content. Each page renders it twice: without its query,
 * prerendered in the static shell, then with `next` (where to go afterwards, which only changes
 * links and the form's target) and `expired` read from the address. The two look the same, so the
 * page paints with its shell and nothing moves when the second replaces the first.
 */
export async function SignInScreen({ next, expired = false }: { next?: string; expired?: boolean }) {
  const t = await getTranslations('Account');
  const pages = await getTranslations('Pages');
  return (
    <AuthShell
      title={t('signInTitle')}
      crumb={pages('login')}
      tab="login"
      next={next}
      intro={<p>{t('signInIntro')}</p>}
    >
      {!expired && <SessionCheck />}
      {expired && (
        <>
          <AuthSync user={null} />
          <FormAlert tone="info">
            <p>{t('sessionExpired')}</p>
          </FormAlert>
        </>
      )}
      <AccountIntl>
        <SignInForm next={next} />
      </AccountIntl>
    </AuthShell>
  );
}

export async function RegisterScreen({ next }: { next?: string }) {
  const t = await getTranslations('Account');
  const pages = await getTranslations('Pages');
  return (
    <AuthShell
      title={t('registerTitle')}
      crumb={pages('register')}
      tab="register"
      next={next}
      intro={<p>{t('registerIntro')}</p>}
    >
      <AccountIntl>
        <RegisterForm next={next} />
      </AccountIntl>
    </AuthShell>
  );
}
