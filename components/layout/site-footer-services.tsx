import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { offersOrderTracking } from '@/lib/backend/tracking-offered';
import { COOKIE_SETTINGS_SLOT } from '@/components/consent/cookie-settings-slot';
import styles from './site-footer.module.css';

/**
 * The links every footer carries whatever HTML the back-end gives: "Withdraw from contract here"
 * first (the online withdrawal function, docs/decisions.md "the law"), order tracking when this
 * back-end can track, and "Cookie settings" when the shop has a tag.
 */
export async function SiteFooterServices() {
  const t = await getTranslations('Footer');
  const tracking = await offersOrderTracking();
  return (
    <nav className={styles.services} aria-label={t('servicesLabel')}>
      <ul className="container">
        <li>
          <Link href="/pages/withdrawal" className={styles.withdrawal}>
            {t('withdrawal')}
          </Link>
        </li>
        {tracking && (
          <li>
            <Link href="/pages/track-order">{t('trackOrder')}</Link>
          </li>
        )}
        <li>
          <Link href="/pages/accessibility">{t('accessibility')}</Link>
        </li>
        {/* "Cookie settings" goes here when the shop has a tag (components/consent). */}
        <li id={COOKIE_SETTINGS_SLOT} data-button-class={styles.linkButton} />
      </ul>
    </nav>
  );
}
