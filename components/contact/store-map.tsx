import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/backend/schemas/content';
import { mapEmbedUrl, mapLink } from './map-links';
import styles from './store-map.module.css';

/**
 * The contact page's map (docs/decisions.md): an OpenStreetMap embed 500 px high with the address in
 * text beside it, so the page is still useful when the map cannot load.
 */
export async function StoreMap({ store }: { store: Store }) {
  const t = await getTranslations('Contact');
  if (
    store.latitude === null ||
    store.latitude === undefined ||
    store.longitude === null ||
    store.longitude === undefined
  )
    return null;
  const place = `${store.title}, ${store.address_line1}, ${store.city}`;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="contact-map">
      <h2 id="contact-map" className={styles.heading}>
        {t('mapTitle')}
      </h2>
      <div className={styles.grid}>
        <iframe
          className={styles.map}
          src={mapEmbedUrl(store.latitude, store.longitude)}
          title={t('mapFrameTitle', { place })}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
        <div className={styles.card}>
          <p className={styles.name}>{store.title}</p>
          <address className={styles.address}>
            {store.address_line1}
            <br />
            {[store.pincode, store.city, store.province ? `(${store.province})` : ''].filter(Boolean).join(' ')}
            <br />
            {store.country}
          </address>
          <dl className={styles.hours}>
            {store.opening_hours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.hours ?? t('closed')}</dd>
              </div>
            ))}
          </dl>
          <a
            className={styles.link}
            href={mapLink(store.latitude, store.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('openMap')}
            <span className="visually-hidden"> ({t('newWindow')})</span>
          </a>
        </div>
      </div>
    </section>
  );
}
