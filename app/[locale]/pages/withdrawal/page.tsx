import { describedPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStores } from '@/lib/backend/content';
import { PageHeader } from '@/components/content/page-header';
import { WithdrawalForm } from '@/components/content/withdrawal-form';
import { WithdrawalEntry } from '@/components/withdrawal/withdrawal-entry';
import { WithdrawalIntl } from '@/components/withdrawal/withdrawal-intl';
import styles from '@/components/withdrawal/withdrawal.module.css';

export const generateMetadata = describedPage('Withdrawal', '/pages/withdrawal', {
  title: 'functionLabel',
  description: 'functionLead',
});

/**
 * `/pages/withdrawal`: "Withdraw from contract here", the online withdrawal function every footer
 * and every order of the account links to (docs/decisions.md "the law"), then the model form,
 * addressed to the shop, for a withdrawal by e-mail or post.
 */
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
        crumbs={[{ label: t('home'), href: '/' }, { label: t('functionLabel') }]}
        title={t('functionLabel')}
        lead={t('functionLead')}
      />
      <div className={`container ${styles.intro}`}>
        <WithdrawalIntl>
          <WithdrawalEntry />
        </WithdrawalIntl>
      </div>
      <div id="model-form">
        <WithdrawalForm office={office} />
      </div>
    </>
  );
}
