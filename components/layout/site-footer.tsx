import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { getFooterHtml } from '@/lib/backend/catalogue';
import { sanitizeRichText } from '@/lib/sanitize';
import { contentLang } from '@/lib/content-lang';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { FREE_SHIPPING_FROM_CENTS } from '@/lib/domain/shipping';
import { DELIVERY_BUSINESS_DAYS, SUPPORT_DAYS_PER_WEEK } from '@/lib/shop-terms';
import { Icon } from '@/components/ui/icon';
import { NewsletterBand } from '@/components/newsletter/newsletter-band';
import { FooterPayments } from './footer-payments';
import { SiteFooterServices } from './site-footer-services';
import styles from './site-footer.module.css';

/** The year of the copyright line: part of every page's static shell, so read once a day. */
async function thisYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

/**
 * The footer: the shop's promises strip, then the HTML the back-end provides (docs/backend/catalogue.md), sanitised,
 * then the service links every shop carries.
 * When the back-end cannot give it, a short footer with the essential links stands in.
 * Kept per language with the rest of the frame (`ShopFrame`, app/shop-document.tsx).
 */
export async function SiteFooter({ locale }: { locale: string }) {
  const t = await getTranslations('Footer');
  const footer = await getFooterHtml(locale);
  const html = footer.ok && footer.data.trim() ? sanitizeRichText(footer.data, { headingsAs: 'h2' }) : null;
  const promises = [
    {
      icon: 'truck',
      title: t('shippingTitle'),
      text: t('shippingText', { amount: formatMoney(locale, FREE_SHIPPING_FROM_CENTS) }),
    },
    { icon: 'clock', title: t('deliveryTitle'), text: t('deliveryText', { days: DELIVERY_BUSINESS_DAYS }) },
    { icon: 'return', title: t('returnsTitle'), text: t('returnsText') },
    { icon: 'phone', title: t('supportTitle'), text: t('supportText', { days: SUPPORT_DAYS_PER_WEEK }) },
  ] as const;
  return (
    <footer className={styles.footer}>
      <NewsletterBand id="footer-newsletter" variant="footer" />
      <ul className={`container ${styles.promises}`}>
        {promises.map((p) => (
          <li key={p.icon} className={styles.promise}>
            <span className={styles.promiseIcon}>
              <Icon name={p.icon} size={24} />
            </span>
            <span>
              <strong>{p.title}</strong>
              <span>{p.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <FooterPayments className={`container ${styles.payments}`} />
      <div className={styles.body}>
        {html ? (
          <div
            className={`container ${styles.html}`}
            lang={contentLang(locale)}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <nav className={`container ${styles.fallback}`} aria-label={t('linksLabel')}>
            <Link href="/pages/about-us">{t('about')}</Link>
            <Link href="/pages/contact-us">{t('contact')}</Link>
            <Link href="/pages/blog">{t('blog')}</Link>
            <Link href="/pages/account">{t('account')}</Link>
          </nav>
        )}
      </div>
      <SiteFooterServices />
      {!html && (
        <div className={styles.legal}>
          <div className="container">
            <p>{t('copyright', { year: await thisYear() })}</p>
          </div>
        </div>
      )}
    </footer>
  );
}
