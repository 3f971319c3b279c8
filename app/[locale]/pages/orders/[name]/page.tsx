import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AccountLayout } from '@/components/account/account-layout';
import { OrderDetail } from '@/components/account/order-detail';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { getOrder } from '@/lib/backend/orders';
import { ORDER_NAME } from '@/lib/routes';
import { perRequest } from '@/components/ui/per-request';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/orders/[name]'>): Promise<Metadata> {
  const { locale, name } = await params;
  const t = await getTranslations({ locale, namespace: 'Orders' });
  return { title: t('detailTitle', { name }), robots: { index: false } };
}

/** One order of the signed-in shopper, found in the shopper's own list: another customer's order answers 404 (docs/decisions.md). */
async function OrderPage({ params, searchParams }: PageProps<'/[locale]/pages/orders/[name]'>) {
  // Next has already decoded the segment: decoding again would throw on a literal "%".
  const { locale, name } = await params;
  const invoiceFailed = (await searchParams).invoice === 'unavailable';
  setRequestLocale(locale);
  if (!ORDER_NAME.test(name)) notFound();
  const self = `/pages/orders/${encodeURIComponent(name)}`;
  const [user, order] = await Promise.all([requireAccountUser(self), getOrder(name)]);
  if (!order.ok && order.error.kind === 'not-found') notFound();
  const t = await getTranslations('Orders');
  const pages = await getTranslations('Pages');
  return (
    <AccountLayout
      section="orders"
      title={t('detailTitle', { name })}
      user={user}
      crumbs={[{ label: pages('orders'), href: '/pages/orders' }, { label: name }]}
      actions={<Link href="/pages/orders">{t('backToOrders')}</Link>}
    >
      {order.ok ? (
        <OrderDetail order={order.data} invoiceFailed={invoiceFailed} />
      ) : (
        <Unavailable texts="account" ways={[{ href: self, label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(OrderPage);
