import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthShell } from '@/components/account/auth-shell';
import { ForgotForm } from '@/components/account/forgot-form';
import { ResetForm } from '@/components/account/reset-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/forgot-password'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('forgotPassword'), robots: { index: false } };
}

/** Spec §2 forgot or reset password: without `key` it asks for the e-mail, with the link's `key` for the new password. */
export default async function ForgotPasswordPage({ params, searchParams }: PageProps<'/[locale]/pages/forgot-password'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { key } = await searchParams;
  const resetKey = typeof key === 'string' && key.trim() !== '' && key.length <= 256 ? key.trim() : null;
  const t = await getTranslations('Account');
  const pages = await getTranslations('Pages');
  return resetKey ? (
    <AuthShell title={t('resetTitle')} crumb={pages('forgotPassword')} intro={<p>{t('resetIntro')}</p>}>
      <ResetForm resetKey={resetKey} />
    </AuthShell>
  ) : (
    <AuthShell title={t('forgotTitle')} crumb={pages('forgotPassword')} intro={<p>{t('forgotIntro')}</p>}>
      <ForgotForm />
    </AuthShell>
  );
}
