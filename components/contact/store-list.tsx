import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/backend/schemas/content';
import { contentLang } from '@/lib/content-lang';
import { Icon } from '@/components/ui/icon';
import { MailIcon } from './mail-icon';
import { mapLink } from './map-links';
import styles from './store-list.module.css';

/** Our stores (the optional get_stores): address, opening hours, contacts, services, a map link. */
export async function StoreList({
  stores,
  locale,
  headingLevel = 2,
}: {
  stores: Store[];
  locale: string;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('Stores');
  const lang = contentLang(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {stores.map((store) => (
        <li key={store.name} className={styles.store}>
          <article aria-labelledby={`store-${store.name}`}>
            <Heading id={`store-${store.name}`} className={styles.title}>
              {store.title}
            </Heading>
            <address className={styles.address}>
              {store.address_line1}
              <br />
              {[store.pincode, store.city, store.province ? `(${store.province})` : ''].filter(Boolean).join(' ')}
            </address>
            <p className={styles.label}>{t('hours')}</p>
            <dl className={styles.hours}>
              {store.opening_hours.map((h) => (
                <div key={h.days} className={styles.hoursRow}>
                  <dt lang={lang}>{h.days}</dt>
                  <dd>{h.hours ?? t('closed')}</dd>
                </div>
              ))}
            </dl>
            <ul className={styles.contacts}>
              {store.phone && (
                <li>
                  <Icon name="phone" size={16} />
                  <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                </li>
              )}
              {store.email_id && (
                <li>
                  <MailIcon size={16} />
                  <a href={`mailto:${store.email_id}`}>{store.email_id}</a>
                </li>
              )}
            </ul>
            {store.services.length > 0 && (
              <>
                <p className={styles.label}>{t('services')}</p>
                <ul className={styles.services}>
                  {store.services.map((s) => (
                    <li key={s} lang={lang}>
                      {s}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {store.latitude !== null &&
              store.longitude !== null &&
              store.latitude !== undefined &&
              store.longitude !== undefined && (
                <a
                  className={styles.map}
                  href={mapLink(store.latitude, store.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('openMap')}
                  <span className="visually-hidden"> ({t('newWindow')})</span>
                </a>
              )}
          </article>
        </li>
      ))}
    </ul>
  );
}
