import { describedPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactIntl } from '@/components/contact/contact-intl';
import { ContentBody } from '@/components/content/content-page';
import { PageHeader } from '@/components/content/page-header';
import prose from '@/components/content/prose.module.css';
import { formatDate } from '@/lib/format';

export const generateMetadata = describedPage('Accessibility', '/pages/accessibility');

/** When this information was last reviewed against the shop: move it with each review. */
const REVIEWED_ON = '2026-11-29';
const LIMITATIONS = ['backendContent', 'map', 'zoom', 'payment', 'invoices'] as const;
const CHECKS = ['axe', 'keyboard', 'screens', 'motion'] as const;

/**
 * The accessibility information the shop owes (Directive (EU) 2019/882 Annex V, D.Lgs. 82/2022,
 * AgID's guidelines of March 2026; docs/decisions.md "the law"): the standard, how it is checked,
 * the known limitations, the date of the last review, how to report a barrier (the contact form,
 * with its subject set) and where to complain. Linked from every footer and from the terms.
 */
export default async function AccessibilityPage({ params }: PageProps<'/[locale]/pages/accessibility'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Accessibility');
  const rich = { strong: (chunks: React.ReactNode) => <strong>{chunks}</strong> };
  return (
    <>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <ContentBody>
        <div className={prose.prose}>
          <h2>{t('standardTitle')}</h2>
          <p>{t.rich('standard', rich)}</p>
          <h2>{t('checksTitle')}</h2>
          <ul>
            {CHECKS.map((key) => (
              <li key={key}>{t(`checks.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('limitationsTitle')}</h2>
          <p>{t('limitationsIntro')}</p>
          <ul>
            {LIMITATIONS.map((key) => (
              <li key={key}>{t(`limitations.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('reviewTitle')}</h2>
          <p>
            {t('review', {
              date: formatDate(locale, REVIEWED_ON, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </p>
          <h2>{t('complaintTitle')}</h2>
          <p>{t('complaint')}</p>
          <ul>
            <li>
              {t('complaintItaly')} <a href="https://www.agid.gov.it/">www.agid.gov.it</a>
            </li>
            <li>
              {t('complaintSlovakia')} <a href="https://www.soi.sk/">www.soi.sk</a>
            </li>
          </ul>
        </div>
        <div id="report-a-barrier">
          <ContactIntl>
            <ContactForm title={t('reportTitle')} intro={t('reportIntro')} subject={t('reportSubject')} />
          </ContactIntl>
        </div>
      </ContentBody>
    </>
  );
}
