import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AccountLayout } from '@/components/account/account-layout';
import { OrderHistory } from '@/components/account/order-history';
import { parseOrderQuery } from '@/lib/domain/order-filters';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { getAllOrders } from '@/lib/backend/orders';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('orders');

/** Orders: the shopper's history with search, period, status tabs and month groups. */
async function OrdersPage({ params, searchParams }: PageProps<'/[locale]/pages/orders'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = parseOrderQuery(await searchParams);
  const [user, orders] = await Promise.all([requireAccountUser('/pages/orders'), getAllOrders()]);
  const pages = await getTranslations('Pages');
  const t = await getTranslations('Orders');
  return (
    <AccountLayout
      section="orders"
      title={pages('orders')}
      user={user}
      crumbs={[{ label: pages('orders') }]}
      actions={<Link href="/pages/track-order">{t('trackLink')}</Link>}
    >
      {orders.ok ? (
        <OrderHistory orders={orders.data} query={query} now={new Date()} />
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/orders', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(OrdersPage);
