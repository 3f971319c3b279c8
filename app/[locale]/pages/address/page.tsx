import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountIntl } from '@/components/account/account-intl';
import { AccountLayout } from '@/components/account/account-layout';
import { AddressBook } from '@/components/account/address-book';
import { requireAccountUser } from '@/lib/account/session';
import { Unavailable } from '@/components/ui/unavailable';
import { listAddresses } from '@/lib/backend/addresses';
import { getDeliverableCountries } from '@/lib/backend/commerce';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('address');

/** The address book: list, add, edit, remove, default (the shopper's enabled addresses only). */
async function AddressPage({ params }: PageProps<'/[locale]/pages/address'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [user, addresses, countries] = await Promise.all([
    requireAccountUser('/pages/address'),
    listAddresses(),
    getDeliverableCountries(locale),
  ]);
  const pages = await getTranslations('Pages');
  const t = await getTranslations('AccountPages');
  return (
    <AccountLayout section="addresses" title={pages('address')} user={user} crumbs={[{ label: pages('address') }]}>
      <p>{t('addressesIntro')}</p>
      {user && addresses.ok && countries.ok ? (
        <AccountIntl>
          <AddressBook
            addresses={addresses.data}
            countries={countries.data}
            names={{ first_name: user.first_name, last_name: user.last_name }}
          />
        </AccountIntl>
      ) : (
        <Unavailable texts="account" ways={[{ href: '/pages/address', label: 'retry' }]} />
      )}
    </AccountLayout>
  );
}

export default perRequest(AddressPage);
