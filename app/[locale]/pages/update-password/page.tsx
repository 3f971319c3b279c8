import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { Link } from '@/i18n/navigation';
import { AuthShell } from '@/components/account/auth-shell';
import { FormAlert } from '@/components/ui/field';
import { ResetForm } from '@/components/account/reset-form';
import { resetKeyFrom } from '@/components/account/reset-key';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('updatePassword');

/**
 * Where the password reset e-mail leads (the back-end writes `<shop>/pages/update-password?key=…`):
 * a new password for the link's key, or, without a key, a way to ask for a new link.
 */
async function UpdatePasswordPage({ params, searchParams }: PageProps<'/[locale]/pages/update-password'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const resetKey = resetKeyFrom((await searchParams).key);
  const t = await getTranslations('Account');
  const pages = await getTranslations('Pages');
  return (
    <AuthShell
      title={t('resetTitle')}
      crumb={pages('updatePassword')}
      intro={resetKey ? <p>{t('resetIntro')}</p> : undefined}
    >
      {resetKey ? (
        <AccountIntl>
          <ResetForm resetKey={resetKey} />
        </AccountIntl>
      ) : (
        <FormAlert>
          <p>
            {t('resetNoKey')} <Link href="/pages/forgot-password">{t('resetAgain')}</Link>
          </p>
        </FormAlert>
      )}
    </AuthShell>
  );
}

export default perRequest(UpdatePasswordPage);
