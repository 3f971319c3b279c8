import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountLayout } from '@/components/account/account-layout';
import { Dashboard } from '@/components/account/dashboard';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { listAddresses } from '@/lib/backend/addresses';
import { getOrdersPage } from '@/lib/backend/orders';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('account');

/** My account: the dashboard (recent orders, default address, details). */
async function AccountPage({ params }: PageProps<'/[locale]/pages/account'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [user, orders, addresses] = await Promise.all([
    requireAccountUser('/pages/account'),
    getOrdersPage(1, 3),
    listAddresses(),
  ]);
  const pages = await getTranslations('Pages');
  return (
    <AccountLayout section="dashboard" title={pages('account')} user={user}>
      {user ? (
        <Dashboard user={user} orders={orders} addresses={addresses} />
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/account', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(AccountPage);
