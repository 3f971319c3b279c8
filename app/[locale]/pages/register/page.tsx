import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthShell } from '@/components/account/auth-shell';
import { RegisterForm } from '@/components/account/register-form';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { perRequest } from '@/components/ui/per-request';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/register'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('register'), robots: { index: false } };
}

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
      <RegisterForm next={next} />
    </AuthShell>
  );
}

export default perRequest(RegisterPage);
