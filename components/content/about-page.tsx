import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ContentPage, Store } from '@/lib/backend/schemas/content';
import { sanitizeRichText } from '@/lib/sanitize';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from './page-header';
import { ContentBody } from './content-page';
import { StoreList } from './store-list';
import styles from './about-page.module.css';
import prose from './prose.module.css';

/** About us: the CMS page, the stores, and a way to get in touch. */
export async function AboutPage({ page, stores }: { page: ContentPage; stores: Store[] }) {
  const t = await getTranslations('About');
  return (
    <>
      <PageHeader crumbs={[{ label: t('home'), href: '/' }, { label: page.title }]} title={page.title} lead={page.intro || undefined} />
      <ContentBody>
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.content) }} />
        {stores.length > 0 && (
          <section className={styles.stores} aria-labelledby="about-stores">
            <h2 id="about-stores" className={styles.title}>
              {t('storesTitle')}
            </h2>
            <p className={styles.lead}>{t('storesLead')}</p>
            <StoreList stores={stores} headingLevel={3} />
          </section>
        )}
        <section className={styles.cta} aria-labelledby="about-contact">
          <div>
            <h2 id="about-contact" className={styles.ctaTitle}>
              {t('contactTitle')}
            </h2>
            <p>{t('contactText')}</p>
          </div>
          <Link href="/pages/contact-us" className={buttonClass('primary')}>
            {t('contactCta')}
          </Link>
        </section>
      </ContentBody>
    </>
  );
}
