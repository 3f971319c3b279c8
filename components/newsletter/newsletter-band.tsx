import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { NewsletterFields } from './newsletter-fields';
import { NewsletterSlot } from './newsletter-slot';
import styles from './newsletter-band.module.css';

/**
 * The newsletter form with its pitch, as a band: on the home page, and at the top of the footer
 * on every other page (the footer's copy steps aside where the home page already has one). The
 * form's code loads after the page (newsletter-slot.tsx).
 */
export async function NewsletterBand({ id, variant = 'home' }: { id: string; variant?: 'home' | 'footer' }) {
  const t = await getTranslations('NewsletterBand');
  return (
    <section
      className={`${styles.band} ${variant === 'footer' ? styles.footer : styles.home}`}
      aria-labelledby={id}
      data-newsletter-band={variant}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="sparkles" size={28} />
          </span>
          <div>
            <h2 id={id} className={styles.title}>
              {t('title')}
            </h2>
            <p className={styles.text}>{t('text')}</p>
          </div>
        </div>
        <NewsletterSlot tone="dark">
          <NewsletterFields tone="dark" />
        </NewsletterSlot>
      </div>
    </section>
  );
}
