import { describedPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStores } from '@/lib/backend/content';
import { PageHeader } from '@/components/content/page-header';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactIntl } from '@/components/contact/contact-intl';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactLayout } from '@/components/contact/contact-layout';
import { StoreMap } from '@/components/contact/store-map';

export const generateMetadata = describedPage('Contact', '/pages/contact-us');

/** `/pages/contact-us`: the form, customer service and hours, the head office on a map. */
export default async function ContactUsPage({ params }: PageProps<'/[locale]/pages/contact-us'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Contact');
  // Stores as data need the optional get_stores; without it the page has no head-office card or map.
  const stores = await getStores();
  const office = stores.ok ? (stores.data[0] ?? null) : null;
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <ContactLayout
        form={
          <ContactIntl>
            <ContactForm />
          </ContactIntl>
        }
        details={<ContactDetails store={office} />}
      />
      {office && <StoreMap store={office} />}
    </>
  );
}
