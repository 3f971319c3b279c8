import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStores } from '@/lib/backend/content';
import { PageHeader } from '@/components/content/page-header';
import { WithdrawalForm } from '@/components/content/withdrawal-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/withdrawal'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Withdrawal' });
  return { title: t('title'), description: t('lead'), alternates: { canonical: '/pages/withdrawal' } };
}

/** `/pages/withdrawal`: the 14-day right of withdrawal and the model form, addressed to the shop. */
export default async function WithdrawalPage({ params }: PageProps<'/[locale]/pages/withdrawal'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Withdrawal');
  // The same head office as the contact page; without get_stores the form names the e-mail alone.
  const stores = await getStores();
  const office = stores.ok ? (stores.data[0] ?? null) : null;
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <WithdrawalForm office={office} />
    </>
  );
}
