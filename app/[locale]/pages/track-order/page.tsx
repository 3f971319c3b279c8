import { titledPage } from '@/lib/page-title';
import { AccountIntl } from '@/components/account/account-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TrackForm } from '@/components/account/track-form';
import { Breadcrumb } from '@/components/ui/breadcrumb';

export const generateMetadata = titledPage('Orders.trackTitle');

/** Order tracking: order number and e-mail, for guests and signed-in shoppers alike (public, prerendered). */
export default async function TrackOrderPage({ params }: PageProps<'/[locale]/pages/track-order'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Orders');
  const common = await getTranslations('Common');
  return (
    <div className="container">
      <Breadcrumb items={[{ label: common('home'), href: '/' }, { label: t('trackTitle') }]} />
      <h1>{t('trackTitle')}</h1>
      <p>{t('trackIntro')}</p>
      <AccountIntl>
        <TrackForm />
      </AccountIntl>
    </div>
  );
}
