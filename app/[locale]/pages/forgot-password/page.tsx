import { redirect } from 'next/navigation';
import { AccountIntl } from '@/components/account/account-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthShell } from '@/components/account/auth-shell';
import { ForgotForm } from '@/components/account/forgot-form';
import { resetKeyFrom } from '@/components/account/reset-key';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('forgotPassword');

/**
 * Forgotten password: asks for the e-mail. A link of the older form `?key=…` goes on to
 * /pages/update-password, where the back-end's reset e-mails lead.
 */
async function ForgotPasswordPage({ params, searchParams }: PageProps<'/[locale]/pages/forgot-password'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const resetKey = resetKeyFrom((await searchParams).key);
  if (resetKey) redirect(`/pages/update-password?key=${encodeURIComponent(resetKey)}`);
  const t = await getTranslations('Account');
  const pages = await getTranslations('Pages');
  return (
    <AuthShell title={t('forgotTitle')} crumb={pages('forgotPassword')} intro={<p>{t('forgotIntro')}</p>}>
      <AccountIntl>
        <ForgotForm />
      </AccountIntl>
    </AuthShell>
  );
}

export default perRequest(ForgotPasswordPage);
