import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AccountLayout } from '@/components/account/account-layout';
import { ProfileForm } from '@/components/account/profile-form';
import { requireAccountUser } from '@/lib/account/session';
import { perRequest } from '@/components/ui/per-request';
import { Unavailable } from '@/components/ui/unavailable';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('profile');

/** Account details: names, display name, e-mail and the optional password change. */
async function ProfilePage({ params }: PageProps<'/[locale]/pages/profile'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireAccountUser('/pages/profile');
  const pages = await getTranslations('Pages');
  return (
    <AccountLayout section="details" title={pages('profile')} user={user} crumbs={[{ label: pages('profile') }]}>
      {user ? (
        <AccountIntl>
          <ProfileForm user={user} />
        </AccountIntl>
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/profile', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(ProfilePage);
