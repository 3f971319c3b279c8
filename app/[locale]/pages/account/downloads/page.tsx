import { titledPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountLayout } from '@/components/account/account-layout';
import { Downloads } from '@/components/account/downloads';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { getAllOrders } from '@/lib/backend/orders';
import { perRequest } from '@/components/ui/per-request';

export const generateMetadata = titledPage('AccountPages.nav.downloads', { robots: { index: false } });

/** My account › downloads: one invoice PDF per paid order. */
async function DownloadsPage({ params }: PageProps<'/[locale]/pages/account/downloads'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [user, orders] = await Promise.all([requireAccountUser('/pages/account/downloads'), getAllOrders()]);
  const t = await getTranslations('AccountPages');
  return (
    <AccountLayout section="downloads" title={t('nav.downloads')} user={user} crumbs={[{ label: t('nav.downloads') }]}>
      {orders.ok ? (
        <Downloads orders={orders.data} />
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/account/downloads', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(DownloadsPage);
