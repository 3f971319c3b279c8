import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Store } from '@/lib/backend/schemas/content';
import { SUPPORT_DAYS_PER_WEEK, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/shop-terms';
import { Icon } from '@/components/ui/icon';
import { MailIcon } from './mail-icon';
import styles from './contact-details.module.css';

/** Customer service (phone, email, hours: support 6 days a week) and the head office's address. */
export async function ContactDetails({ store }: { store: Store | null }) {
  const t = await getTranslations('Contact');
  return (
    <aside className={styles.details} aria-label={t('detailsLabel')}>
      <section className={styles.block} aria-labelledby="contact-service">
        <h2 id="contact-service" className={styles.title}>
          {t('serviceTitle')}
        </h2>
        <ul className={styles.lines}>
          <li>
            <Icon name="phone" size={18} />
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
          </li>
          <li>
            <MailIcon size={18} />
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          <li>
            <Icon name="clock" size={18} />
            <span>
              <strong>{t('supportDays', { days: SUPPORT_DAYS_PER_WEEK })}</strong>
              <br />
              {t('supportHours')}
            </span>
          </li>
        </ul>
      </section>
      {store && (
        <section className={styles.block} aria-labelledby="contact-office">
          <h2 id="contact-office" className={styles.title}>
            {t('officeTitle')}
          </h2>
          <address className={styles.address}>
            <strong>{store.title}</strong>
            <br />
            {store.address_line1}
            <br />
            {[store.pincode, store.city, store.province ? `(${store.province})` : ''].filter(Boolean).join(' ')}
          </address>
          <p className={styles.note}>
            <Link href="/pages/single/stores">{t('allStores')}</Link>
          </p>
        </section>
      )}
      <section className={styles.block} aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={styles.title}>
          {t('faqTitle')}
        </h2>
        <p className={styles.note}>{t('faqText')}</p>
        <Link href="/pages/single/faq" className={styles.link}>
          {t('faqLink')}
        </Link>
      </section>
    </aside>
  );
}
