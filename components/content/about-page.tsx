import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Store, WebPage } from '@/lib/backend/schemas/content';
import { buttonClass } from '@/components/ui/button';
import { ContentPage } from './content-page';
import { StoreList } from '@/components/contact/store-list';
import styles from './about-page.module.css';

/** About us: the CMS page, the stores when the back-end lists them, and a way to get in touch. */
export async function AboutPage({ page, stores, locale }: { page: WebPage; stores: Store[]; locale: string }) {
  const t = await getTranslations('About');
  return (
    <ContentPage page={page} locale={locale}>
      {stores.length > 0 && (
        <section className={styles.stores} aria-labelledby="about-stores">
          <h2 id="about-stores" className={styles.title}>
            {t('storesTitle')}
          </h2>
          <p className={styles.lead}>{t('storesLead')}</p>
          <StoreList stores={stores} locale={locale} headingLevel={3} />
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
    </ContentPage>
  );
}
