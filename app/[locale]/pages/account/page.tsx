import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountLayout } from '@/components/account/account-layout';
import { Dashboard } from '@/components/account/dashboard';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { listAddresses } from '@/lib/backend/addresses';
import { getOrdersPage } from '@/lib/backend/orders';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/account'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t('account'), robots: { index: false } };
}

/** My account: the dashboard (recent orders, default address, details). */
export default async function AccountPage({ params }: PageProps<'/[locale]/pages/account'>) {
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
