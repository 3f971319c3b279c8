import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AuthShell } from '@/components/account/auth-shell';
import { AuthSync } from '@/components/account/auth-sync';
import { FormAlert } from '@/components/ui/field';
import { SessionCheck } from '@/components/account/session-check';
import { SignInForm } from '@/components/account/sign-in-form';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('login');

/** Sign-in page; `next` (same-site paths only) brings the shopper back; `expired` explains why they are here. */
async function LoginPage({ params, searchParams }: PageProps<'/[locale]/pages/login'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const next = typeof query.next === 'string' ? safeNextPath(query.next, '/pages/account') : undefined;
  const expired = query.expired === '1';
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

export default perRequest(LoginPage);
