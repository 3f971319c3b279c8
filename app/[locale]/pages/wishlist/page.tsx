import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AccountLayout } from '@/components/account/account-layout';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { EmptyState } from '@/components/account/empty-state';
import { buttonClass } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { WishlistTable } from '@/components/account/wishlist-table';
import { WishlistIntl } from '@/components/account/wishlist-intl';
import { readWishlistPage } from '@/lib/backend/account';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('wishlist');

/** The wishlist: the shopper's saved products, ten a page, with the empty state and Go Shop. */
async function WishlistPage({ params, searchParams }: PageProps<'/[locale]/pages/wishlist'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = Math.min(1000, Math.max(1, Number.parseInt(typeof query.page === 'string' ? query.page : '1', 10) || 1));
  const self = page > 1 ? `/pages/wishlist?page=${page}` : '/pages/wishlist';
  const [user, list] = await Promise.all([requireAccountUser(self), readWishlistPage(locale, page)]);
  const pages = await getTranslations('Pages');
  const t = await getTranslations('Wishlist');
  const common = await getTranslations('Common');

  return (
    <AccountLayout section="wishlist" title={pages('wishlist')} user={user} crumbs={[{ label: pages('wishlist') }]}>
      {!list.ok ? (
        <Unavailable texts="account" ways={[{ href: self, label: 'retry' }]} />
      ) : list.data.products.length === 0 ? (
        page === 1 ? (
          <EmptyState
            icon="heart"
            title={t('empty')}
            text={t('emptyText')}
            action={
              <Link href="/shop" className={buttonClass('primary')}>
                {common('goShop')}
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon="heart"
            title={t('pageEmpty')}
            action={
              <Link href="/pages/wishlist" className={buttonClass('secondary')}>
                {t('firstPage')}
              </Link>
            }
          />
        )
      ) : (
        <>
          <p>{t('count', { count: list.data.totalCount })}</p>
          <WishlistIntl>
            <WishlistTable products={list.data.products} />
          </WishlistIntl>
          <Pagination
            current={page}
            pages={list.data.pages}
            href={(p) => (p === 1 ? '/pages/wishlist' : { pathname: '/pages/wishlist', query: { page: String(p) } })}
            texts={{
              label: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              page: (p) => t('pageLabel', { page: p }),
            }}
          />
        </>
      )}
    </AccountLayout>
  );
}

export default perRequest(WishlistPage);
