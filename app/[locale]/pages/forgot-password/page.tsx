import { AccountIntl } from '@/components/account/account-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthShell } from '@/components/account/auth-shell';
import { ForgotForm } from '@/components/account/forgot-form';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('forgotPassword');

/**
 * Forgotten password: asks for the e-mail. Prerendered: a link of the older form `?key=…` is sent
 * on to /pages/update-password before it gets here (next.config.ts, redirects).
 */
export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/pages/forgot-password'>) {
  const { locale } = await params;
  setRequestLocale(locale);
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
