import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AuthShell } from '@/components/account/auth-shell';
import { RegisterForm } from '@/components/account/register-form';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('register');

async function RegisterPage({ params, searchParams }: PageProps<'/[locale]/pages/register'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const next = typeof query.next === 'string' ? safeNextPath(query.next, '/pages/account') : undefined;
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

export default perRequest(RegisterPage);
