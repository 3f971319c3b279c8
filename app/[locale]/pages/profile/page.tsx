import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountLayout } from '@/components/account/account-layout';
import { ProfileForm } from '@/components/account/profile-form';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/profile'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('profile'), robots: { index: false } };
}

/** Account details: names, display name, e-mail and the optional password change. */
export default async function ProfilePage({ params }: PageProps<'/[locale]/pages/profile'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireAccountUser('/pages/profile');
  const pages = await getTranslations('Pages');
  return (
    <AccountLayout section="details" title={pages('profile')} user={user} crumbs={[{ label: pages('profile') }]}>
      {user ? (
        <ProfileForm user={user} />
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/profile', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}
